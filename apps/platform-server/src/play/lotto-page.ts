import type { DrawnResult } from './lottery-draws';
import { escapeMarkup } from '../http/escape-markup';
import type { PlayPage } from './html-page';
import { PLAY_PAGE_STYLE } from './slot-page';

/** What the lottery frame read from its address. */
export interface LottoAddress {
  readonly mui: string;
  readonly playType: string;
  readonly gameId: string;
  readonly token: string;
  readonly merchant: string;
  readonly css: string;
  readonly prizeMode: string;
}

/** The lottery the ticket opens, when the ticket is live and matches the address. */
export interface LottoGameState {
  readonly gameName: string;
  readonly gameCode: string;
  readonly vendorName: string;
  readonly currentDraw: { drawNumber: string; closesAt: number; drawAt: number };
  readonly recent: readonly DrawnResult[];
  readonly stakes: readonly number[];
  readonly balanceMinor: number;
  readonly currency: string;
  readonly freePlay: boolean;
}

const LOTTO_STYLE = `${PLAY_PAGE_STYLE}
.grid{display:grid;grid-template-columns:repeat(10,1fr);gap:4px;margin:10px 0}
.grid button{padding:6px 0;border-radius:8px;background:#2d2846;color:#fff;font-weight:600;font-size:13px}
.grid button.on{background:#f5c542;color:#1b1630}dl{display:grid;grid-template-columns:auto 1fr;gap:2px 10px;font-size:12px;color:#b7b0d6;margin:0}
dd{margin:0;color:#f3f0ff;word-break:break-all}.results{font-size:13px;color:#b7b0d6}
`;

const LOTTO_SCRIPT = `
(function () {
  var data = JSON.parse(document.getElementById('page-data').textContent);
  if (!data.game) return;
  var game = data.game, address = data.address, chosen = [];
  var el = function (id) { return document.getElementById(id); };
  var money = function (minor) { return (minor / 100).toFixed(2) + ' ' + game.currency; };
  var key = function () {
    var bytes = new Uint8Array(16); crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
  };
  var headers = { 'content-type': 'application/json', merchant: address.merchant };
  var say = function (text, kind) { el('msg').textContent = text; el('msg').className = 'msg ' + (kind || ''); };
  var showResults = function (recent) {
    el('results').textContent = recent.length ? recent.slice(0, 5).map(function (r) { return r.drawNumber + ': ' + r.result + ' (' + r.winningNumber + ')'; }).join(' · ') : 'No results yet';
  };
  game.stakes.forEach(function (stake) {
    var option = document.createElement('option'); option.value = String(stake); option.textContent = money(stake); el('stake').appendChild(option);
  });
  for (var n = 0; n < 100; n += 1) {
    (function (number) {
      var button = document.createElement('button'); button.type = 'button'; button.textContent = number;
      button.addEventListener('click', function () {
        var at = chosen.indexOf(number);
        if (at >= 0) { chosen.splice(at, 1); button.classList.remove('on'); }
        else if (chosen.length < 10) { chosen.push(number); button.classList.add('on'); }
        el('picked').textContent = chosen.length ? chosen.join(', ') : 'none';
      });
      el('grid').appendChild(button);
    })(('0' + n).slice(-2));
  }
  var refresh = function () {
    fetch('/wps/lottery/numero?gameCode=' + encodeURIComponent(game.gameCode), { headers: headers })
      .then(function (response) { return response.json(); })
      .then(function (body) { if (body.success) { game.currentDraw = body.value.current; showResults(body.value.recent); } });
  };
  var tick = function () {
    var left = Math.max(0, Math.floor((game.currentDraw.closesAt - Date.now()) / 1000));
    el('draw').textContent = game.currentDraw.drawNumber;
    el('countdown').textContent = Math.floor(left / 60) + ':' + ('0' + (left % 60)).slice(-2);
    if (left === 0) refresh();
  };
  el('balance').textContent = money(game.balanceMinor);
  showResults(game.recent);
  tick(); setInterval(tick, 1000);
  el('bet').addEventListener('click', function () {
    if (!chosen.length) { say('Pick at least one number', 'err'); return; }
    el('bet').disabled = true;
    fetch('/wps/lottery/orders', {
      method: 'POST', headers: Object.assign({ 'idempotency-key': key() }, headers),
      body: JSON.stringify({ ticket: address.token, drawNumber: game.currentDraw.drawNumber, numbers: chosen, stakeMinor: Number(el('stake').value) })
    }).then(function (response) { return response.json(); }).then(function (body) {
      if (!body.success) { say(body.message, 'err'); return; }
      el('balance').textContent = money(body.value.balanceMinor);
      say('Order ' + body.value.order.order.orderId + ' placed on draw ' + body.value.order.order.drawNumber, 'win');
    }).catch(function () { say('Connection problem, please try again', 'err'); })
      .then(function () { el('bet').disabled = false; });
  });
})();
`;

function readBack(address: LottoAddress): string {
  const rows: [string, string][] = [
    ['mui', address.mui], ['playType', address.playType], ['gameId', address.gameId], ['merchant', address.merchant],
    ['css', address.css], ['prize_mode', address.prizeMode], ['token', address.token ? `${address.token.slice(0, 6)}…` : ''],
  ];
  return `<dl>${rows.map(([name, value]) => `<dt>${name}</dt><dd>${escapeMarkup(value || '—')}</dd>`).join('')}</dl>`;
}

/** The demo lottery page: the game, its draw and countdown, a number picker and what the address said. */
export function lottoPage(address: LottoAddress, game: LottoGameState | null): PlayPage {
  const play = game
    ? `<h1>${escapeMarkup(game.gameName)}</h1>
<p class="sub">${escapeMarkup(game.vendorName)} · ${escapeMarkup(game.gameCode)} ${game.freePlay ? '<span class="tag">free play</span>' : ''}</p>
<div class="row"><span>Draw <strong id="draw"></strong></span><span>closes in <strong id="countdown"></strong></span></div>
<div class="row"><span>Balance</span><strong id="balance"></strong></div>
<p class="results" id="results"></p>
<div class="grid" id="grid"></div>
<div class="row"><span>Numbers: <span id="picked">none</span></span><select id="stake" aria-label="Stake per number"></select></div>
<div class="msg" id="msg" aria-live="polite"></div>
<div class="row"><span class="hint">A number wins when it equals the last two digits of the result: 95 times the stake.</span><button id="bet" type="button">Place bet</button></div>`
    : '<h1>Game session ended</h1><p class="sub">Launch the lottery again from the lobby.</p>';
  return {
    title: game ? game.gameName : 'Lottery',
    language: 'EN',
    style: LOTTO_STYLE,
    data: { address, game },
    script: LOTTO_SCRIPT,
    body: `<main class="card">${play}<p class="hint">Opened as</p>${readBack(address)}</main>`,
  };
}
