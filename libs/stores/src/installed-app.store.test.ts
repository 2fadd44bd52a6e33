import { describe, expect, it, vi } from 'vitest';
import { InstalledAppStore, type ConnectivityPort, type ServiceWorkerPort } from './installed-app.store';

/** A signal the test switches, and a worker that registers (or not) and records what it was asked. */
function setup({ online = true, registers = true } = {}) {
  let listener: ((online: boolean) => void) | null = null;
  const connectivity: ConnectivityPort = {
    isOnline: () => online,
    subscribe: (next) => {
      listener = next;
      return () => (listener = null);
    },
  };
  let announceUpdate: (() => void) | null = null;
  const worker = {
    register: vi.fn(async (onUpdateWaiting: () => void) => {
      announceUpdate = onUpdateWaiting;
      return registers;
    }),
    keepFirstVisit: vi.fn(),
    activateUpdate: vi.fn(),
  } satisfies ServiceWorkerPort;
  const store = new InstalledAppStore({ connectivity, worker, openedOn: 'http://aurora.localhost/m/gameCenter' });
  return { store, worker, signal: (next: boolean) => listener?.(next), listening: () => listener !== null, update: () => announceUpdate?.() };
}

describe('InstalledAppStore', () => {
  it('follows the signal from start to stop', () => {
    const { store, signal, listening } = setup({ online: false });
    expect(store.online).toBe(false);
    store.start();
    signal(true);
    expect(store.online).toBe(true);
    signal(false);
    expect(store.online).toBe(false);
    store.stop();
    expect(listening()).toBe(false);
  });

  it('registers the worker once, then has it keep the page the visit opened on', async () => {
    const { store, worker } = setup();
    store.start();
    store.start();
    await vi.waitFor(() => expect(worker.keepFirstVisit).toHaveBeenCalledWith(['http://aurora.localhost/m/gameCenter']));
    expect(worker.register).toHaveBeenCalledTimes(1);
  });

  it('asks nothing more of a browser without service workers', async () => {
    const { store, worker } = setup({ registers: false });
    store.start();
    await vi.waitFor(() => expect(worker.register).toHaveBeenCalled());
    await Promise.resolve();
    expect(worker.keepFirstVisit).not.toHaveBeenCalled();
  });

  it('opens the update prompt when a new build waits; Update now activates it, Later closes the prompt for the visit', async () => {
    const { store, worker, update } = setup();
    store.acceptUpdate();
    expect(worker.activateUpdate).not.toHaveBeenCalled();
    store.start();
    await vi.waitFor(() => expect(worker.register).toHaveBeenCalled());
    expect(store.updatePromptOpen).toBe(false);
    update();
    expect(store.updatePromptOpen).toBe(true);
    store.deferUpdate();
    expect(store.updatePromptOpen).toBe(false);
    store.acceptUpdate();
    expect(worker.activateUpdate).toHaveBeenCalledTimes(1);
  });
});
