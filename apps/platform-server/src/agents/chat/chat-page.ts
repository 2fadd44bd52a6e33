import { embedJson, languageTagOf, isPlatformLanguage } from '@gp/domain';
import { escapeMarkup } from '../../http/escape-markup';
import { newNonce } from '../../http/page-kit';

/** What the chat page is drawn from. */
export interface ChatPageModel {
  readonly ticket: string;
  readonly merchantCode: string;
  readonly title: string;
  readonly headerColor: string;
  readonly backUrl: string;
  readonly language: string;
}

/** A rendered page with the Content-Security-Policy that lets only its own inline code run. */
export interface RenderedPage {
  readonly html: string;
  readonly csp: string;
}

function cspOf(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:15px/1.4 system-ui,sans-serif;background:#f3f4f6;color:#111827;display:flex;flex-direction:column;height:100vh}
header{display:flex;align-items:center;gap:12px;padding:12px 16px;color:#fff}
header a{color:#fff;text-decoration:none;font-size:22px;line-height:1}
header h1{margin:0;font-size:17px;font-weight:600}
main{flex:1;overflow-y:auto;padding:12px;display:flex;flex-direction:column;gap:8px}
.msg{max-width:80%;padding:8px 12px;border-radius:14px;white-space:pre-wrap;word-wrap:break-word}
.player{align-self:flex-end;background:#2563eb;color:#fff}
.support{align-self:flex-start;background:#fff}
.meta{display:block;font-size:11px;opacity:.7;margin-top:2px}
form{display:flex;gap:8px;padding:10px;background:#fff;border-top:1px solid #e5e7eb}
textarea{flex:1;resize:none;height:44px;padding:10px;border:1px solid #d1d5db;border-radius:10px;font:inherit}
button{padding:0 18px;border:0;border-radius:10px;color:#fff;font:inherit;font-weight:600}
#status{font-size:12px;color:#b91c1c;padding:0 12px}`;

const SCRIPT = `
const cfg = JSON.parse(document.getElementById('chat-config').textContent);
const list = document.querySelector('main');
const form = document.querySelector('form');
const input = form.querySelector('textarea');
const status = document.getElementById('status');
const headers = { merchant: cfg.merchant, language: cfg.language };
let lastId = 0;
function show(messages) {
  for (const m of messages) {
    if (m.id <= lastId) continue;
    lastId = m.id;
    const item = document.createElement('div');
    item.className = 'msg ' + m.sender;
    item.textContent = m.text;
    const meta = document.createElement('span');
    meta.className = 'meta';
    meta.textContent = m.senderName + ' · ' + new Date(m.createdAt).toLocaleTimeString();
    item.appendChild(meta);
    list.appendChild(item);
    list.scrollTop = list.scrollHeight;
  }
}
async function poll() {
  try {
    const query = new URLSearchParams({ ticket: cfg.ticket, afterId: String(lastId) });
    const response = await fetch('/wps/chat/messages?' + query, { headers });
    const body = await response.json();
    if (body.success) { status.textContent = ''; show(body.value.messages); }
    else status.textContent = body.message;
  } catch { status.textContent = 'Connection lost, retrying…'; }
}
form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const text = input.value.trim();
  if (!text) return;
  input.value = '';
  try {
    const response = await fetch('/wps/chat/messages', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ ticket: cfg.ticket, text: text.slice(0, 500) }),
    });
    const body = await response.json();
    if (body.success) show(body.value.messages); else { status.textContent = body.message; input.value = text; }
  } catch { status.textContent = 'Not sent, please try again'; input.value = text; }
});
input.addEventListener('keydown', (event) => {
  if (event.key === 'Enter' && !event.shiftKey) { event.preventDefault(); form.requestSubmit(); }
});
poll();
setInterval(poll, 3000);`;

/**
 * The self-contained demo chat page: a header with a back link to the app, the conversation
 * (polled every 3 s) and a message box. No external resources; inline code runs only by nonce.
 * Text from members is only ever set as text, never as HTML.
 */
export function renderChatPage(model: ChatPageModel): RenderedPage {
  const nonce = newNonce();
  const lang = isPlatformLanguage(model.language) ? languageTagOf(model.language) : 'en';
  const config = { ticket: model.ticket, merchant: model.merchantCode, language: model.language };
  const color = escapeMarkup(model.headerColor);
  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>${escapeMarkup(model.title)}</title>
<style nonce="${nonce}">${STYLE}
header,button{background:${color}}</style>
</head>
<body>
<header><a href="${escapeMarkup(model.backUrl)}" aria-label="Back">&#8249;</a><h1>${escapeMarkup(model.title)}</h1></header>
<main aria-live="polite"></main>
<div id="status" role="status"></div>
<form><textarea maxlength="500" placeholder="Type a message" aria-label="Message"></textarea><button type="submit">Send</button></form>
<script type="application/json" id="chat-config">${embedJson(config)}</script>
<script nonce="${nonce}">${SCRIPT}</script>
</body>
</html>`;
  return { html, csp: cspOf(nonce) };
}

/** The page shown for an unknown or expired chat link. */
export function renderExpiredChatPage(): RenderedPage {
  const nonce = newNonce();
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Chat link expired</title><style nonce="${nonce}">body{font:16px system-ui,sans-serif;padding:32px;text-align:center}</style></head>
<body><h1>This chat link has expired</h1><p>Go back to the app and open the live chat again.</p><p><a href="/m/message">Back to messages</a></p></body></html>`;
  return { html, csp: cspOf(nonce) };
}
