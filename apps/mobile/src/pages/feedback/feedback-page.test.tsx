import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@gp/domain';
import { BASE, envelope, mockPlatform, renderApp } from '../../testing/render-app';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const MEMBER = { MC_SESSION_INFO: JSON.stringify({ token: 't-1', merchantCode: 'jade', userName: 'fresh01', type: 0 }) };

/** Answers the captcha and feedback calls; returns the feedback bodies seen. */
function mockFeedback(answer: () => Response = () => envelope({ feedbackId: 1, type: 0, createdAt: 0 })) {
  const sent: unknown[] = [];
  server.use(
    http.get(`${BASE}/wps/captcha`, () => envelope({ captchaId: 'cap-0000000000000001', imageBase64: 'iVBORw0KGgo=', expiresAt: 0 })),
    http.put(`${BASE}/wps/feedback`, async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

describe('/m/feedback', () => {
  it('defines the text of the message its model raises', () => {
    expect(MESSAGES['feedback.sent'].defaultMessage).toBe('Sent successfully');
  });

  it('sends a guest to login', async () => {
    mockPlatform(server);
    // The login screen's own calls, answered as failures: this test only follows the redirect.
    server.use(
      http.get(`${BASE}/wps/system/setting/register`, () => HttpResponse.error()),
      http.get(`${BASE}/wps/system/country`, () => HttpResponse.error()),
    );
    const { location } = renderApp('/m/feedback');
    await waitFor(() => expect(location.pathname).toBe('/m/login'));
  });

  it('keeps confirm disabled while empty, refuses 19 characters and sends 20', async () => {
    mockPlatform(server);
    const sent = mockFeedback();
    renderApp('/m/feedback', MEMBER);
    const user = userEvent.setup();
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Question type' }), 'Game issues');
    const content = screen.getByRole('textbox', { name: 'Your message' });
    await user.type(content, 'x'.repeat(19));
    expect(screen.getByText('19/200')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '12345');
    await user.click(confirm);
    expect(await screen.findByText('The content is between 20 and 200 words')).toBeInTheDocument();
    expect(content).toHaveFocus();
    expect(sent).toHaveLength(0);
    await user.type(content, 'y');
    await user.click(confirm);
    expect(await screen.findByText('Sent successfully')).toBeInTheDocument();
    expect(sent).toEqual([{ content: `${'x'.repeat(19)}y`, type: 3, sender: 'fresh01', captchaId: 'cap-0000000000000001', captcha: '12345' }]);
    expect(content).toHaveValue('');
  });

  it('shows the platform’s feedback_length under the message, translated', async () => {
    mockPlatform(server);
    mockFeedback(() =>
      HttpResponse.json(
        { success: false, value: { fields: [{ field: 'content', messageKey: 'feedback_length' }] }, errorCode: 'VALIDATION_FAILED', message: 'x' },
        { status: 400 },
      ),
    );
    renderApp('/m/feedback', MEMBER);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Your message' }), 'z'.repeat(30));
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '1');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The content is between 20 and 200 words');
  });
});
