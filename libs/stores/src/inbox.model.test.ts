import { describe, expect, it } from 'vitest';
import { InboxModel } from './inbox.model';
import { Failure, FakePlatform, settle } from './test-support/fake-platform';

const summary = (id: number, read: boolean) => ({ id, title: `Message ${id}`, preview: `Preview ${id}`, read, createdAt: id });

function setup() {
  const platform = new FakePlatform()
    .on('GET', '/wps/inbox', (call) => {
      const pageNo = Number(call.query.get('pageNo'));
      const messages = pageNo === 1 ? [summary(3, false), summary(2, true)] : [summary(1, false)];
      return { messages, totalUnreadCount: 2, page: { pageNo, pageSize: 20, totalPages: 2, totalCount: 3 } };
    })
    .on('GET', '/wps/inbox/3', () => ({ id: 3, title: 'Message 3', content: '<p>Whole 3</p>', read: true, createdAt: 3 }))
    .on('DELETE', '/wps/inbox/3', () => null);
  const toasts: string[] = [];
  let refreshes = 0;
  const model = new InboxModel({
    api: platform.api,
    ui: { toast: (message) => toasts.push(message.id) },
    unread: { refresh: () => void (refreshes += 1) },
  });
  return { platform, model, toasts, refreshes: () => refreshes };
}

describe('InboxModel', () => {
  it('lists the messages page by page with the INBOX3 module', async () => {
    const { platform, model } = setup();
    model.start();
    await settle();
    expect(model.list.items.map((m) => m.id)).toEqual([3, 2]);
    expect(model.list.extra.unreadCount).toBe(2);
    expect(platform.callsTo('GET', '/wps/inbox')[0]?.headers.get('moduleId')).toBe('INBOX3');
    model.list.more();
    await settle();
    expect(model.list.items.map((m) => m.id)).toEqual([3, 2, 1]);
    expect(model.list.complete).toBe(true);
  });

  it('reads a message in full, marks it read in the list and refreshes the badges once', async () => {
    const { model, refreshes } = setup();
    model.start();
    await settle();
    await model.open(3);
    expect(model.message?.content).toBe('<p>Whole 3</p>');
    expect(model.list.items.find((m) => m.id === 3)?.read).toBe(true);
    expect(model.list.extra.unreadCount).toBe(1);
    expect(refreshes()).toBe(1);
    await model.open(null);
    expect(model.message).toBeNull();
  });

  it('refreshes the badges for a message opened before its page arrived, and drops an answer overtaken by another open', async () => {
    const { platform, model, refreshes } = setup();
    await model.open(3);
    expect(refreshes()).toBe(1);
    let answer: (value: unknown) => void = () => undefined;
    platform.on('GET', '/wps/inbox/2', () => new Promise((resolve) => (answer = resolve)));
    const slow = model.open(2);
    await model.open(null);
    await model.open(3);
    answer({ id: 2, title: 'Message 2', content: '<p>Whole 2</p>', read: true, createdAt: 2 });
    await slow;
    expect(model.message?.id).toBe(3);
  });

  it('keeps the reason when a message cannot be read', async () => {
    const { platform, model } = setup();
    platform.on('GET', '/wps/inbox/3', () => new Failure('NOT_FOUND', 404));
    await model.open(3);
    expect(model.reading).toEqual({ id: 3, errorCode: 'NOT_FOUND' });
  });

  it('deletes a message: out of the list, closed, said, badges refreshed; a failure says why', async () => {
    const { platform, model, toasts, refreshes } = setup();
    model.start();
    await settle();
    await model.open(3);
    await expect(model.remove(3)).resolves.toBe(true);
    expect(model.list.items.map((m) => m.id)).toEqual([2]);
    expect(model.message).toBeNull();
    expect(toasts).toEqual(['inbox.deleted']);
    expect(refreshes()).toBe(2);
    platform.on('DELETE', '/wps/inbox/2', () => new Failure('INTERNAL_ERROR', 500));
    await expect(model.remove(2)).resolves.toBe(false);
    expect(toasts).toEqual(['inbox.deleted', 'error.server']);
    expect(model.list.items.map((m) => m.id)).toEqual([2]);
  });
});
