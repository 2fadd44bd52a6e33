import { escapeMarkup } from '../http/escape-markup';
import type { PlayPage } from './html-page';

/** What the demo slot page shows and needs to spin. */
export interface SlotPageData {
  readonly ticket: string;
  readonly merchant: string;
  readonly gameName: string;
  readonly vendorName: string;
  readonly stakes: readonly number[];
  readonly balanceMinor: number;
  readonly currency: string;
  readonly freePlay: boolean;
  readonly language: string;
}

/** Shared look of the play pages. */
export const PLAY_PAGE_STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,sans-serif;background:#14121f;color:#f3f0ff;min-height:100vh;display:flex;flex-direction:column;align-items:center;padding:16px}
h1{font-size:20px;margin:8px 0 2px;text-align:center}.sub{color:#b7b0d6;font-size:13px;margin:0 0 12px;text-align:center}
.card{background:#211d33;border-radius:16px;padding:16px;width:100%;max-width:420px;box-shadow:0 6px 24px rgba(0,0,0,.35)}
.row{display:flex;justify-content:space-between;align-items:center;margin:8px 0;gap:8px}
button{font:inherit;border:0;border-radius:12px;padding:12px 18px;background:#f5c542;color:#1b1630;font-weight:700;cursor:pointer}
button:disabled{opacity:.5;cursor:default}select{font:inherit;padding:8px;border-radius:10px;background:#2d2846;color:#fff;border:1px solid #4a4370}
.msg{min-height:22px;text-align:center;margin:8px 0;font-weight:600}.win{color:#7ee787}.err{color:#ff7b72}
.hint{color:#8d86ad;font-size:12px;text-align:center;margin-top:14px}.tag{font-size:12px;padding:2px 8px;border-radius:8px;background:#3b3460}
`;

const SLOT_STYLE = `${PLAY_PAGE_STYLE}
.reels{display:flex;justify-content:center;gap:10px;margin:16px 0}
.reel{width:88px;height:96px;border-radius:14px;background:#fff;color:#1b1630;display:flex;align-items:center;justify-content:center;font-size:44px;font-weight:800}
.spinning .reel{animation:blink .15s infinite alternate}@keyframes blink{from{opacity:1}to{opacity:.4}}
`;

const SLOT_SCRIPT = `
(function () {
  var data = JSON.parse(document.getElementById('page-data').textContent);
  var faces = { SEVEN: '7', DIAMOND: '\\u{1F48E}', BELL: '\\u{1F514}', BAR: 'BAR', CHERRY: '\\u{1F352}', LEMON: '\\u{1F34B}' };
  var money = function (minor) { return (minor / 100).toFixed(2) + ' ' + data.currency; };
  var el = function (id) { return document.getElementById(id); };
  var key = function () {
    var bytes = new Uint8Array(16); crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
  };
  data.stakes.forEach(function (stake) {
    var option = document.createElement('option'); option.value = String(stake); option.textContent = money(stake); el('stake').appendChild(option);
  });
  el('balance').textContent = money(data.balanceMinor);
  el('spin').addEventListener('click', function () {
    el('spin').disabled = true; el('reels').classList.add('spinning'); el('msg').textContent = ''; el('msg').className = 'msg';
    fetch('/wps/demo/slot/spin', {
      method: 'POST',
      headers: { 'content-type': 'application/json', merchant: data.merchant, language: data.language, 'idempotency-key': key() },
      body: JSON.stringify({ ticket: data.ticket, stakeMinor: Number(el('stake').value) })
    }).then(function (response) { return response.json(); }).then(function (body) {
      if (!body.success) { el('msg').textContent = body.message; el('msg').className = 'msg err'; return; }
      var spin = body.value;
      ['r0', 'r1', 'r2'].forEach(function (id, i) { el(id).textContent = faces[spin.reels[i]] || '?'; });
      el('balance').textContent = money(spin.balanceMinor);
      el('msg').textContent = spin.winMinor > 0 ? 'You win ' + money(spin.winMinor) + ' (x' + spin.multiplier + ')' : 'No win this time';
      el('msg').className = spin.winMinor > 0 ? 'msg win' : 'msg';
    }).catch(function () { el('msg').textContent = 'Connection problem, please try again'; el('msg').className = 'msg err'; })
      .then(function () { el('spin').disabled = false; el('reels').classList.remove('spinning'); });
  });
  el('close').addEventListener('click', function () { window.close(); });
})();
`;

/** The demo slot page: three reels, a stake selector, the Spin button, the balance and a close hint. */
export function slotPage(data: SlotPageData): PlayPage {
  return {
    title: data.gameName,
    language: data.language,
    style: SLOT_STYLE,
    data,
    script: SLOT_SCRIPT,
    body: `<main class="card">
<h1>${escapeMarkup(data.gameName)}</h1>
<p class="sub">${escapeMarkup(data.vendorName)} · demo slot ${data.freePlay ? '<span class="tag">free play</span>' : ''}</p>
<div class="reels" id="reels"><div class="reel" id="r0">7</div><div class="reel" id="r1">7</div><div class="reel" id="r2">7</div></div>
<div class="row"><span>Balance</span><strong id="balance"></strong></div>
<div class="row"><label for="stake">Stake</label><select id="stake"></select></div>
<div class="msg" id="msg" aria-live="polite"></div>
<div class="row"><button id="close" type="button">Close</button><button id="spin" type="button">Spin</button></div>
<p class="hint">Close this window to return to the lobby. Three 7s pay 200 times the stake.</p>
</main>`,
  };
}

/** The page shown for a ticket that is unknown or has expired. */
export function endedPage(language: string): PlayPage {
  return {
    title: 'Game session ended',
    language,
    style: PLAY_PAGE_STYLE,
    data: null,
    script: '',
    body: '<main class="card"><h1>Game session ended</h1><p class="sub">Launch the game again from the lobby.</p></main>',
  };
}
