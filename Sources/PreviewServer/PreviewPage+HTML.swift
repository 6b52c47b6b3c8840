// The page, as Swift source: a string literal compiles in a fraction of a second, where SwiftPM's
// embedded resource (`resources: [.embedInCode("preview.html")]`, an array literal of its 41,000
// bytes) took 12 CPU-s of the optimiser in every clean build (PreviewServer 17.0 → 4.6 CPU-s).
// Everything between the delimiters, less the closing one's indentation, is the page, byte for byte.
extension PreviewPage {
    static let source = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Zoetrope Preview</title>
        <style>
        /* ---- Theme --------------------------------------------------------------- */
        :root {
          color-scheme: dark;
          --bg: #0b0b0d; --panel: #131316; --panel2: #1b1b20; --line: #24242a; --line2: #33333b;
          --text: #e8e8ec; --dim: #8e8e99; --faint: #5d5d68;
          --accent: #4c8dff; --accent-soft: rgba(76, 141, 255, .16);
          --danger: #ff6b6b; --ok: #34d399; --warn: #fbbf24;
          --label: clamp(130px, 22vw, 280px);   /* width of the timeline label column */
          --mono: ui-monospace, "SF Mono", Menlo, "DejaVu Sans Mono", monospace;
        }
        * { box-sizing: border-box; }
        [hidden] { display: none !important; }
        html, body { height: 100%; margin: 0; }
        body {
          display: grid; grid-template-rows: auto minmax(180px, 1fr) auto auto auto;
          background: var(--bg); color: var(--text); overflow: hidden;
          font: 13px/1.4 system-ui, sans-serif; -webkit-font-smoothing: antialiased;
        }
        button { font: inherit; color: inherit; }
        .spacer { flex: 1; }
        .dim { color: var(--dim); }
        .num { font-variant-numeric: tabular-nums; }

        /* ---- Header: brand, scene title, connection status, render buttons ------- */
        .top { display: flex; align-items: center; gap: 14px; padding: 0 16px; height: 48px;
          background: var(--panel); border-bottom: 1px solid var(--line); min-width: 0; }
        .brand { display: flex; align-items: center; gap: 8px; font-weight: 600; color: var(--dim); flex: none; }
        .logo { width: 18px; height: 18px; border-radius: 50%;
          background: repeating-conic-gradient(var(--accent) 0 18deg, transparent 0 36deg);
          -webkit-mask: radial-gradient(circle, transparent 3px, #000 3.5px);
          mask: radial-gradient(circle, transparent 3px, #000 3.5px); }
        .top h1 { margin: 0; font-size: 14px; font-weight: 500; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; min-width: 0; }
        .top h1 .name { font-weight: 650; }
        #scene-path { color: var(--faint); font-size: 12px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; min-width: 0; }
        .conn { display: flex; align-items: center; gap: 6px; color: var(--dim); font-size: 12px; flex: none; }
        .conn i { width: 8px; height: 8px; border-radius: 50%; background: var(--warn); }
        .conn[data-state="live"] i { background: var(--ok); box-shadow: 0 0 0 3px rgba(52, 211, 153, .18); }
        .conn[data-state="offline"] i { background: var(--danger); }
        .btn { flex: none; height: 30px; padding: 0 12px; border-radius: 6px; cursor: pointer;
          background: var(--panel2); border: 1px solid var(--line2); }
        .btn:hover { border-color: #4a4a55; background: #222228; }
        .btn.primary { background: var(--accent); border-color: var(--accent); color: #fff; font-weight: 550; }
        .btn.primary:hover { background: #5d99ff; }
        .btn:disabled { opacity: .5; cursor: default; }

        /* ---- Stage: the frame, fitted and centred; error panel beside it --------- */
        .stage { display: flex; min-height: 0; background: radial-gradient(ellipse at center, #16161a 0%, #09090a 75%); }
        .viewport { position: relative; flex: 1; min-width: 0; display: grid; place-items: center; overflow: hidden; }
        #frame { display: block; width: 0; height: 0; background: #000; border-radius: 3px;
          box-shadow: 0 0 0 1px rgba(255, 255, 255, .07), 0 18px 50px rgba(0, 0, 0, .55); }
        #frame:not([src]) { visibility: hidden; }
        .notice { position: absolute; color: var(--dim); font-size: 13px; }
        .notice.pill { bottom: 14px; padding: 5px 12px; border-radius: 999px; background: rgba(20, 20, 24, .92); border: 1px solid var(--line2); }
        .zoom { position: absolute; left: 14px; bottom: 10px; color: var(--faint); font-size: 11px; }
        .busy { position: absolute; left: 14px; top: 12px; display: flex; align-items: center; gap: 7px; color: var(--dim); font-size: 11px; }
        .busy::before { content: ""; width: 10px; height: 10px; border-radius: 50%; border: 2px solid var(--line2); border-top-color: var(--accent);
          animation: spin .7s linear infinite; }
        @keyframes spin { to { transform: rotate(360deg); } }
        .error { flex: 0 0 min(46%, 700px); align-self: flex-start; max-height: calc(100% - 28px); margin: 14px 14px 14px 0; padding: 12px 14px; overflow: auto;
          background: #1a1113; border: 1px solid #4a2327; border-left: 3px solid var(--danger); border-radius: 8px;
          color: #f3d9d9; font: 12px/1.55 var(--mono); white-space: pre; tab-size: 4; }
        .error::before { content: "Build failed \2014  showing the last good frame"; display: block; margin-bottom: 10px;
          font: 600 12px system-ui, sans-serif; color: var(--danger); }
        .error[data-frame="none"]::before { content: "Build failed"; }
        .error .loc { color: #ff9b9b; font-weight: 600; }
        .error .caret { color: var(--warn); }
        @media (max-width: 820px) {   /* narrow: error overlays the frame; drop secondary text */
          .stage { position: relative; }
          .brand .logo + span, #scene-path, .status .hint { display: none; }
          .error { position: absolute; left: 10px; right: 10px; bottom: 10px; max-height: 55%; margin: 0; }
        }

        /* ---- Render jobs (top-right of the stage) -------------------------------- */
        .renders { position: absolute; top: 12px; right: 12px; display: flex; flex-direction: column; gap: 8px; width: 250px; }
        .job { display: grid; grid-template-columns: auto 1fr auto; align-items: center; gap: 4px 10px; padding: 9px 11px;
          background: rgba(24, 24, 29, .94); border: 1px solid var(--line2); border-radius: 8px; font-size: 12px;
          box-shadow: 0 6px 24px rgba(0, 0, 0, .4); }
        .job b { font-weight: 650; font-size: 11px; letter-spacing: .04em; }
        .job .meter { height: 4px; border-radius: 2px; background: var(--line2); overflow: hidden; }
        .job .meter i { display: block; height: 100%; width: 0; background: var(--accent); transition: width .2s; }
        .job .x { background: none; border: 0; color: var(--faint); cursor: pointer; padding: 0 2px; }
        .job .msg { grid-column: 1 / -1; color: var(--dim); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        .job a { grid-column: 1 / -1; color: var(--accent); font-weight: 550; text-decoration: none; }
        .job a:hover { text-decoration: underline; }
        .job[data-state="done"] .meter i { background: var(--ok); }
        .job[data-state="failed"] .meter i { background: var(--danger); }
        .job[data-state="failed"] .msg { color: var(--danger); white-space: normal; }

        /* ---- Transport bar --------------------------------------------------------- */
        .transport { display: flex; align-items: center; gap: 14px; padding: 8px 16px; flex-wrap: wrap;
          background: var(--panel); border-top: 1px solid var(--line); }
        .controls { display: flex; align-items: center; gap: 2px; }
        .icon { width: 32px; height: 32px; display: grid; place-items: center; border: 0; border-radius: 6px;
          background: none; color: var(--dim); cursor: pointer; }
        .icon:hover { background: var(--panel2); color: var(--text); }
        .icon svg, .toggle svg { width: 18px; height: 18px; fill: currentColor; }
        #play { width: 38px; height: 38px; margin: 0 4px; border-radius: 50%; background: var(--accent); color: #fff; }
        #play:hover { background: #5d99ff; }
        #play svg { width: 20px; height: 20px; }
        #play .i-pause, #play.playing .i-play { display: none; }
        #play.playing .i-pause { display: block; }
        .readout { font-size: 15px; font-weight: 600; }
        .readout .dim { font-weight: 400; }
        .toggle { display: flex; align-items: center; gap: 6px; height: 28px; padding: 0 10px; border-radius: 6px; cursor: pointer;
          background: none; border: 1px solid var(--line2); color: var(--dim); }
        .toggle[aria-pressed="true"] { color: var(--accent); border-color: rgba(76, 141, 255, .5); background: var(--accent-soft); }
        .seg { display: flex; border: 1px solid var(--line2); border-radius: 6px; overflow: hidden; }
        .seg button { height: 28px; padding: 0 9px; border: 0; background: none; color: var(--dim); cursor: pointer; font-size: 12px; }
        .seg button + button { border-left: 1px solid var(--line2); }
        .seg button[aria-pressed="true"] { background: var(--accent-soft); color: var(--accent); font-weight: 600; }
        button:focus-visible { outline: 2px solid var(--accent); outline-offset: 1px; }

        /* ---- Timeline: scrubber, ruler with transactions, property rows ----------- */
        .timeline { background: var(--panel); border-top: 1px solid var(--line); user-select: none; padding-bottom: 4px; }
        .tl-row { display: grid; grid-template-columns: var(--label) 1fr; }
        .tl-label { padding: 0 12px 0 16px; color: var(--dim); font-size: 11.5px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; align-self: center; }
        .tl-track { position: relative; margin-right: 18px; }
        .scrub-row { height: 30px; }
        .scrub-row .tl-label { font-size: 11px; text-transform: uppercase; letter-spacing: .06em; color: var(--faint); }
        #scrubber { -webkit-appearance: none; appearance: none; display: block; background: transparent; cursor: pointer;
          width: calc(100% + 14px); margin: 8px -7px; height: 14px; --p: 0%; }
        #scrubber::-webkit-slider-runnable-track { height: 4px; border-radius: 2px;
          background: linear-gradient(to right, var(--accent) var(--p), var(--line2) var(--p)); }
        #scrubber::-webkit-slider-thumb { -webkit-appearance: none; width: 14px; height: 14px; margin-top: -5px; border-radius: 50%;
          background: #fff; border: 3px solid var(--accent); }
        #scrubber::-moz-range-track { height: 4px; border-radius: 2px; background: var(--line2); }
        #scrubber::-moz-range-progress { height: 4px; border-radius: 2px; background: var(--accent); }
        #scrubber::-moz-range-thumb { width: 8px; height: 8px; border-radius: 50%; background: #fff; border: 3px solid var(--accent); }
        .ruler-row { height: 34px; border-bottom: 1px solid var(--line); }
        .ruler-row .tl-label { font-size: 11px; text-transform: uppercase; letter-spacing: .06em; color: var(--faint); }
        #ruler { height: 34px; cursor: col-resize; }
        .tick { position: absolute; top: 0; height: 6px; border-left: 1px solid var(--line2); }
        .tick span { position: absolute; top: 1px; left: 4px; font-size: 10px; line-height: 12px; color: var(--faint); white-space: nowrap; }
        .tx { position: absolute; top: 16px; height: 14px; border-left: 2px solid var(--c); }
        .tx span { position: absolute; left: 3px; top: 0; font-size: 10px; line-height: 11px; font-weight: 650; color: var(--c); }
        .tx-band { position: absolute; bottom: 1px; height: 3px; background: var(--c); opacity: .5; border-radius: 1px; }
        .tl-scroll { max-height: clamp(60px, 24vh, 180px); overflow-y: auto; scrollbar-gutter: stable; }
        /* The rows' scrollbar takes its width from their tracks, so that times line up with the ruler's. */
        .tl-scroll .tl-track { margin-right: calc(18px - var(--gutter, 0px)); }
        .tl-rows { position: relative; }
        .prop { height: 20px; }
        .prop.group { border-top: 1px solid var(--line); }
        .prop:hover { background: rgba(255, 255, 255, .025); }
        .prop .tl-label { display: flex; color: var(--text); }
        .prop .tl-label .view { color: var(--dim); overflow: hidden; text-overflow: ellipsis; min-width: 2em; }
        .prop .tl-label .pname { flex: none; white-space: pre; }
        .prop .tl-track { height: 20px; cursor: col-resize; }
        .bar { position: absolute; top: 5px; height: 10px; min-width: 2px; border-radius: 3px; background: var(--c);
          box-shadow: inset 0 0 0 1px rgba(255, 255, 255, .12); }
        .inst { position: absolute; top: 4px; width: 8px; height: 8px; margin-left: -4px; margin-top: 2px; transform: rotate(45deg); background: var(--c); }
        .tl-overlay { position: absolute; top: 0; bottom: 0; left: var(--label); right: calc(18px - var(--gutter, 0px)); pointer-events: none; }
        .tx-line { position: absolute; top: 0; bottom: 0; border-left: 1px dashed var(--c); opacity: .28; }
        .playhead { position: absolute; top: 0; bottom: 0; width: 0; border-left: 1.5px solid var(--accent); pointer-events: none; z-index: 2; }
        #playhead-head::before { content: ""; position: absolute; top: 0; left: -6px; border: 5.5px solid transparent; border-top: 7px solid var(--accent); }
        .tl-empty { padding: 10px 16px; color: var(--faint); font-size: 12px; }

        /* ---- Footer: shortcut hints and scene facts ------------------------------- */
        .status { display: flex; gap: 16px; padding: 5px 16px; font-size: 11px; color: var(--faint);
          background: var(--bg); border-top: 1px solid var(--line); white-space: nowrap; overflow: hidden; }
        kbd { font: 10.5px var(--mono); padding: 0 4px; border: 1px solid var(--line2); border-radius: 3px; color: var(--dim); }
        </style>
        </head>
        <body>
        <header class="top">
          <div class="brand"><span class="logo"></span><span>Zoetrope</span></div>
          <h1 id="scene-title">Loading…</h1>
          <span id="scene-path"></span>
          <span class="spacer"></span>
          <span id="conn" class="conn" data-state="connecting"><i></i><span id="conn-text">connecting</span></span>
          <button id="render-mp4" class="btn primary" title="Render the whole scene to an MP4 video">Render MP4</button>
          <button id="render-gif" class="btn" title="Render the whole scene to an animated GIF">Render GIF</button>
        </header>

        <main id="stage" class="stage">
          <div id="viewport" class="viewport">
            <img id="frame" alt="Scene frame" decoding="async">
            <div id="notice" class="notice">Connecting to zoetrope…</div>
            <div id="zoom" class="zoom num"></div>
            <div id="busy" class="busy" hidden>Rendering frame…</div>
            <div id="renders" class="renders"></div>
          </div>
          <pre id="error" class="error" hidden></pre>
        </main>

        <section class="transport">
          <div class="controls">
            <button id="to-start" class="icon" title="Go to start (Home)"><svg viewBox="0 0 24 24"><path d="M6 6h2v12H6zM19 6v12l-9-6z"/></svg></button>
            <button id="step-back" class="icon" title="Previous frame (←)"><svg viewBox="0 0 24 24"><path d="M15 6h2v12h-2zM13 6v12l-8-6z"/></svg></button>
            <button id="play" class="icon" title="Play / pause (Space)"><svg class="i-play" viewBox="0 0 24 24"><path d="M8 5v14l11-7z"/></svg><svg class="i-pause" viewBox="0 0 24 24"><path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z"/></svg></button>
            <button id="step-forward" class="icon" title="Next frame (→)"><svg viewBox="0 0 24 24"><path d="M7 6h2v12H7zM11 6v12l8-6z"/></svg></button>
            <button id="to-end" class="icon" title="Go to end (End)"><svg viewBox="0 0 24 24"><path d="M16 6h2v12h-2zM5 6v12l9-6z"/></svg></button>
          </div>
          <div class="readout num"><span id="time">0.00 s</span><span class="dim"> / <span id="duration">0.00 s</span></span></div>
          <div id="frame-no" class="dim num">frame 0 / 0</div>
          <span class="spacer"></span>
          <button id="loop" class="toggle" aria-pressed="true" title="Loop playback (L)"><svg viewBox="0 0 24 24"><path d="M7 7h10v3l4-4-4-4v3H5v6h2zm10 10H7v-3l-4 4 4 4v-3h12v-6h-2z"/></svg>Loop</button>
          <div id="speed" class="seg" role="group" aria-label="Playback speed">
            <button data-speed="0.25">0.25×</button><button data-speed="0.5">0.5×</button><button data-speed="1" aria-pressed="true">1×</button><button data-speed="1.5">1.5×</button><button data-speed="2">2×</button>
          </div>
        </section>

        <section id="timeline" class="timeline">
          <div class="tl-row scrub-row"><div class="tl-label">Time</div><div class="tl-track"><input id="scrubber" type="range" min="0" max="0" step="any" value="0" aria-label="Time"></div></div>
          <div class="tl-row ruler-row"><div class="tl-label">Transactions</div><div id="ruler" class="tl-track"><div id="playhead-head" class="playhead"></div></div></div>
          <div class="tl-scroll"><div id="tl-rows" class="tl-rows"><div class="tl-empty">Loading timeline…</div><div class="tl-overlay"><div id="playhead" class="playhead"></div></div></div></div>
        </section>

        <footer class="status">
          <span class="hint"><kbd>Space</kbd> play/pause</span><span class="hint"><kbd>←</kbd> <kbd>→</kbd> frame</span>
          <span class="hint"><kbd>⇧</kbd>+<kbd>←</kbd> <kbd>→</kbd> 10 frames</span><span class="hint"><kbd>Home</kbd> <kbd>End</kbd> start/end</span><span class="hint"><kbd>L</kbd> loop</span>
          <span class="spacer"></span><span id="meta" class="num"></span>
        </footer>

        <script>
        'use strict';
        const $ = (id) => document.getElementById(id);
        const frameEl = $('frame'), scrubber = $('scrubber'), errorEl = $('error');
        const PALETTE = ['#f5a524', '#2dd4bf', '#f472b6', '#a78bfa', '#a3e635', '#38bdf8', '#fb7185', '#fdba74'];
        const txColor = (i) => PALETTE[((i % PALETTE.length) + PALETTE.length) % PALETTE.length];
        const MAX_INFLIGHT = 8, MAX_CACHE = 90;

        // ---- Application state ------------------------------------------------------
        const S = {
          info: {},            // last scene info (+ "scene" path from /info)
          gen: null,           // scene generation whose frames we request
          fps: 60, duration: 0, N: 0,   // N = frame count; indices 0…N (N = the end time)
          idx: 0,              // playhead frame index (t = idx / fps)
          playing: false, loop: true, speed: 1,
          error: null,         // compile/run error text or null
          timeline: null,
        };
        const clampIdx = (i) => Math.max(0, Math.min(S.N, i | 0));
        const fmt = (s) => s.toFixed(2) + ' s';

        // ---- Frame cache: Image objects keyed by frame index for the current generation
        let cache = new Map(), inflight = 0, seqNo = 0, latency = 60;   // latency: EMA of ms per frame request
        let shown = null;                                              // entry last put into #frame
        function request(idx, want) {
          let e = cache.get(idx);
          if (e && e.failed && performance.now() > e.retryAt) { cache.delete(idx); e = null; }
          if (e) return e;
          const t = String(idx / S.fps);
          // fast=1: a JPEG (a fiftieth of the bytes, quicker to decode); refine() swaps in the exact PNG.
          e = { idx, gen: S.gen, t, url: `/frame?t=${t}&g=${S.gen}&fast=1`, exactURL: `/frame?t=${t}&g=${S.gen}`, seq: ++seqNo, want,
                img: new Image(), start: performance.now(), ready: false, failed: false, settled: false };
          cache.set(idx, e); inflight++;
          e.img.src = e.url;
          e.img.decode().then(() => settle(e, true), () => settle(e, false));
          return e;
        }
        function settle(e, ok) {
          if (e.settled) return;
          e.settled = true; inflight--;
          if (cache.get(e.idx) === e) {
            e.ready = ok; e.failed = !ok; e.retryAt = performance.now() + 1500;
            if (ok) latency = latency * 0.8 + (performance.now() - e.start) * 0.2;
            if (!S.playing) pausedArrived(e);
          }
          pump();
        }
        function drop(e) {   // cancel a request (or forget a cached frame)
          if (!e.settled) { e.settled = true; inflight--; e.img.src = ''; }
          if (cache.get(e.idx) === e) cache.delete(e.idx);
        }
        function clearCache() { for (const e of [...cache.values()]) drop(e); }
        function trimCache() {   // forget the frames farthest ahead of (i.e. just behind) the playhead
          if (cache.size <= MAX_CACHE) return;
          const span = S.N + 1, ahead = (i) => ((i - S.idx) % span + span) % span;
          [...cache.values()].filter((e) => e.settled).sort((a, b) => ahead(b.idx) - ahead(a.idx))
            .slice(0, cache.size - MAX_CACHE * 0.75).forEach(drop);
        }
        function pump() {   // issue new requests for what the current mode needs
          if (S.gen == null) return;
          if (S.playing) return prefetchAhead();
          // Paused: the server draws one frame at a time, so a request waits behind every one sent
          // before it. The target goes alone, and only when nothing is in flight (a drag's newest
          // position then waits behind one frame at most); its neighbours, for stepping and playing,
          // once it is shown.
          const target = cache.get(S.idx);
          if (!target) {
            // Neighbours still coming are dropped: the server skips a frame whose page has gone.
            for (const e of [...cache.values()]) if (!e.settled && !e.want) drop(e);
            if (inflight === 0) request(S.idx, true);
            return;
          }
          if (!target.ready) return;
          for (const i of [S.idx + 1, S.idx - 1, S.idx + 2, S.idx + 3]) {
            if (inflight >= 2) break;
            if (i >= 0 && i <= S.N && !cache.has(i)) request(i, false);
          }
        }

        // ---- Showing a frame in #frame; data-* attributes are set once it has loaded
        const waiters = [];
        function show(e) {
          if (shown === e) return;
          shown = e; cancelRefine();
          frameEl.dataset.exact = '0';
          frameEl.src = e.url;
          if (frameEl.complete && frameEl.naturalWidth && frameEl.src === new URL(e.url, location.href).href) queueMicrotask(() => markShown(e));
        }
        frameEl.addEventListener('load', () => {
          if (!shown) return;
          if (frameEl.src === new URL(shown.url, location.href).href) markShown(shown);
          else if (frameEl.src === new URL(shown.exactURL, location.href).href) frameEl.dataset.exact = '1';
        });
        function markShown(e) {
          if (frameEl.dataset.generation !== String(e.gen)) frameEl.dataset.generation = String(e.gen);
          if (frameEl.dataset.time !== e.t) frameEl.dataset.time = e.t;
          $('notice').hidden = true;
          document.body.dataset.ready = '1';
          for (let i = waiters.length - 1; i >= 0; i--) if (waiters[i].idx === e.idx && e.gen === S.gen) waiters.splice(i, 1)[0].resolve();
          if (!S.playing) refine(e);
        }

        // ---- The exact frame: once the playhead rests on a frame for a moment, its lossless PNG
        // replaces the JPEG (#frame's data-exact becomes "1"). Not while playing or dragging: the server
        // draws one frame at a time, and this one would delay the next.
        let refining = null;   // { e, timer, img }
        function refine(e) {
          cancelRefine();
          const r = refining = { e, img: null };
          r.timer = setTimeout(() => {
            if (refining !== r || S.playing || shown !== e) return;
            r.img = new Image();
            r.img.src = e.exactURL;
            r.img.decode().then(() => {
              if (refining === r && !S.playing && shown === e) frameEl.src = e.exactURL;
            }, () => {});
          }, 150);
        }
        function cancelRefine() {
          if (!refining) return;
          clearTimeout(refining.timer);
          if (refining.img) refining.img.src = '';   // the server skips a frame whose request has gone
          refining = null;
        }
        function pausedArrived(e) {   // a frame arrived while paused: show it if it is the target (or a newer scrub step)
          if (e.failed) {
            if (e.idx === S.idx) { notice(`Couldn’t load the frame at ${fmt(e.idx / S.fps)}`); settleWaiters(); }
            return;
          }
          if (e.idx === S.idx || (e.want && (!shown || shown.gen !== S.gen || e.seq > shown.seq))) show(e);
        }
        function settleWaiters() { waiters.splice(0).forEach((w) => w.resolve()); }
        function notice(text) { const n = $('notice'); n.textContent = text; n.hidden = false; n.classList.toggle('pill', !!shown); }

        // ---- Playback: a virtual frame counter v (unwrapped across loops) drives the clock
        const P = { startV: 0, startWall: 0, lastShownV: -1, lastReqV: -1, raf: 0 };
        const vAt = (now) => P.startV + Math.floor((now - P.startWall) / 1000 * S.speed * S.fps + 1e-6);
        const wrap = (v) => S.loop && S.N > 0 ? v % S.N : Math.min(v, S.N);
        function anchor(idx) {   // (re)start the clock at frame idx
          P.startV = idx; P.startWall = performance.now(); P.lastShownV = idx - 1; P.lastReqV = idx - 1;
          for (const e of cache.values()) delete e.v;
        }
        function prefetchAhead() {
          const now = performance.now(), vT = vAt(now);
          // Little's law: throughput ≈ in-flight / latency. If that can't keep up, request every k-th frame.
          const needed = S.fps * S.speed, achievable = MAX_INFLIGHT / Math.max(latency, 1) * 1000;
          const stride = Math.max(1, Math.ceil(needed / achievable));
          const vMax = vT + Math.ceil(latency / 1000 * needed) + 8 * stride;
          // Never request a frame whose time will have passed by the time it arrives.
          let v = Math.max(vT, vAt(now + latency), P.lastReqV + stride);
          for (; v <= vMax && inflight < MAX_INFLIGHT; v += stride) {
            if (!S.loop && v > S.N) break;
            const idx = wrap(v);
            if (!cache.has(idx)) request(idx, false).v = v;
            P.lastReqV = v;
          }
          trimCache();
        }
        function tick(now) {
          if (!S.playing) return;
          const vT = vAt(now);
          if (!S.loop && vT >= S.N) { pause(); seekIndex(S.N); return; }
          setPlayhead(wrap(vT));
          for (const e of [...cache.values()]) if (!e.settled && e.v !== undefined && e.v <= P.lastShownV) drop(e);   // can never be shown
          // Show the newest ready frame for the current time, never one older than already shown.
          for (let v = vT; v > P.lastShownV && v > vT - S.N - 1; v--) {
            const e = cache.get(wrap(v));
            if (e && e.ready) { show(e); P.lastShownV = v; break; }
          }
          pump();
          P.raf = requestAnimationFrame(tick);
        }
        function play() {
          if (S.playing || S.gen == null || S.N <= 0) return;
          S.playing = true; settleWaiters(); cancelRefine();
          anchor(S.idx >= S.N ? 0 : S.idx);   // at the end: start over
          $('play').classList.add('playing');
          P.raf = requestAnimationFrame(tick);
        }
        function pause() {
          if (!S.playing) return;
          S.playing = false; cancelAnimationFrame(P.raf);
          $('play').classList.remove('playing');
          for (const e of [...cache.values()]) if (!e.settled && e.v !== undefined) drop(e);   // stop the read-ahead
          if (!shown || shown.idx !== S.idx || shown.gen !== S.gen) pump();   // fetch the exact frame we stopped on
          const e = cache.get(S.idx); if (e && e.ready) { if (shown === e) refine(e); else show(e); }
          updateURL(true);
        }
        const togglePlay = () => (S.playing ? pause() : play());

        // While paused, say so when the frame on screen is not (yet) the playhead's frame.
        setInterval(() => {
          const behind = !S.playing && S.gen != null && (!shown || shown.idx !== S.idx || shown.gen !== S.gen);
          const e = cache.get(S.idx);
          $('busy').hidden = !behind || !!(e && e.failed);
        }, 120);

        // ---- Seeking ---------------------------------------------------------------------
        function seekIndex(idx) {
          idx = clampIdx(idx);
          settleWaiters();
          if (!shown || shown.idx !== idx || shown.gen !== S.gen) cancelRefine();   // it would delay this frame
          setPlayhead(idx);
          if (S.playing) { for (const e of [...cache.values()]) if (!e.settled) drop(e); anchor(idx); return Promise.resolve(); }
          const p = new Promise((resolve) => waiters.push({ idx, resolve }));
          const e = cache.get(idx);
          if (e && e.ready) show(e);
          if (e && e.ready && shown === e && frameEl.dataset.time === e.t && frameEl.dataset.generation === String(e.gen)) settleWaiters();
          pump(); trimCache();
          return p;
        }
        const seekTime = (s) => seekIndex(Math.round((Number(s) || 0) * S.fps));
        const step = (n) => { pause(); seekIndex(S.idx + n); };

        // ---- Playhead display: time, frame number, scrubber, timeline line, URL
        function setPlayhead(idx, force) {
          if (idx === S.idx && !force) return;
          S.idx = idx;
          const t = idx / S.fps, pct = S.duration > 0 ? Math.min(100, t / S.duration * 100) : 0;
          $('time').textContent = fmt(t);
          $('frame-no').textContent = `frame ${idx} / ${S.N}`;
          if (!scrubbing) scrubber.value = String(t);
          scrubber.style.setProperty('--p', pct + '%');
          $('playhead').style.left = $('playhead-head').style.left = pct + '%';
          if (!S.playing) updateURL(false);
        }
        let urlTimer = 0;
        function updateURL(now) {   // keep ?t= in the address bar while paused (throttled)
          clearTimeout(urlTimer);
          urlTimer = setTimeout(() => {
            const q = new URLSearchParams(location.search);
            q.set('t', String(+(S.idx / S.fps).toFixed(3)));
            history.replaceState(null, '', '?' + q.toString() + location.hash);
          }, now ? 0 : 250);
        }

        // ---- Scene (re)load and errors ------------------------------------------------------
        const initialTime = parseFloat(new URLSearchParams(location.search).get('t')) || 0;
        function applyScene(info, keepError) {
          if (!keepError) setError(null);   // a successful (re)load clears the error panel
          if (info.width == null || info.generation == null) return;
          const first = S.gen == null, changed = info.generation !== S.gen;
          Object.assign(S.info, info);
          if (!changed) return updateHeader();
          const t = first ? initialTime : S.idx / S.fps;
          clearCache();
          S.gen = info.generation; S.fps = info.fps || 60; S.duration = Math.max(0, info.duration || 0);
          S.N = info.frames || Math.round(S.duration * S.fps);
          scrubber.max = String(S.duration); scrubber.step = String(1 / S.fps);
          $('duration').textContent = fmt(S.duration);
          updateHeader(); layoutFrame(); loadTimeline(); renderRuler();
          const idx = clampIdx(Math.round(Math.min(t, S.duration) * S.fps));
          setPlayhead(idx, true);
          if (S.playing) anchor(idx); else seekIndex(idx);
          if (first) notice('Rendering…');
        }
        function setError(text) {
          S.error = text || null;
          errorEl.textContent = '';
          if (S.error) {   // same text, with the "file:line:col: error:" and caret lines highlighted
            S.error.split('\n').forEach((line, i) => {
              if (i) errorEl.append('\n');
              const cls = /^\S+:\d+(:\d+)?: (error|fatal error)/.test(line) ? 'loc' : /^\s*\^[~^\s]*$/.test(line) ? 'caret' : null;
              if (!cls) return errorEl.append(line);
              const span = document.createElement('span'); span.className = cls; span.textContent = line; errorEl.append(span);
            });
          }
          errorEl.hidden = !S.error;
          errorEl.dataset.frame = shown ? 'last-good' : 'none';
          requestAnimationFrame(layoutFrame);
        }
        function updateHeader() {
          const i = S.info, path = i.scene || '';
          const name = (S.timeline && S.timeline.scene) || path.split('/').pop().replace(/\.swift$/, '') || 'Scene';
          const title = $('scene-title');
          title.textContent = ` — ${i.width}×${i.height} @${i.scale || 1}x`;
          const b = document.createElement('span'); b.className = 'name'; b.textContent = name; title.prepend(b);
          $('scene-path').textContent = path; $('scene-path').title = path;
          document.title = `${name} — Zoetrope Preview`;
          $('meta').textContent = `${S.fps} fps · ${fmt(S.duration)} · ${S.N} frames · generation ${S.gen}`;
        }

        // ---- Fit the frame into the viewport, keeping the aspect ratio -------------------
        function layoutFrame() {
          const i = S.info; if (!i.width) return;
          const vp = $('viewport'), pad = 28;
          const s = Math.max(0.05, Math.min((vp.clientWidth - pad * 2) / i.width, (vp.clientHeight - pad * 2) / i.height));
          frameEl.style.width = i.width * s + 'px'; frameEl.style.height = i.height * s + 'px';
          $('zoom').textContent = `${i.width * (i.scale || 1)}×${i.height * (i.scale || 1)} px · ${Math.round(s / (i.scale || 1) * 100)}%`;
        }
        new ResizeObserver(layoutFrame).observe($('viewport'));

        // ---- Timeline chart from /timeline ----------------------------------------------------
        let tlSeq = 0;
        async function loadTimeline() {
          const my = ++tlSeq;
          try {
            const r = await fetch('/timeline', { cache: 'no-store' });
            if (!r.ok) throw new Error(r.status + ' ' + r.statusText);
            const tl = await r.json();
            if (my !== tlSeq) return;
            S.timeline = tl; updateHeader(); renderTimeline();
          } catch (err) {
            if (my === tlSeq) { S.timeline = null; renderTimeline(`Timeline unavailable (${err.message})`); }
          }
        }
        const pctOf = (t) => (S.duration > 0 ? Math.max(0, Math.min(100, t / S.duration * 100)) : 0) + '%';
        const div = (cls, style, title) => { const d = document.createElement('div'); d.className = cls; if (style) d.style.cssText = style; if (title) d.title = title; return d; };
        function renderTimeline(message) {
          const tl = S.timeline, rows = $('tl-rows'), scroll = rows.parentElement;
          scroll.style.setProperty('--gutter', (scroll.offsetWidth - scroll.clientWidth) + 'px');
          rows.textContent = '';
          const overlay = div('tl-overlay'), head = div('playhead'); head.id = 'playhead'; overlay.append(head);
          renderRuler();
          if (!tl) { const d = div('tl-empty'); d.textContent = message || ''; rows.append(d, overlay); return setPlayhead(S.idx, true); }
          for (const tx of tl.transactions || []) overlay.append(div('tx-line', `left:${pctOf(tx.time)};--c:${txColor(tx.index)}`));
          let lastKey = null;
          for (const p of tl.properties || []) {
            const key = p.node + '|' + p.view, row = div('prop tl-row' + (lastKey !== null && key !== lastKey ? ' group' : ''));
            lastKey = key;
            const label = div('tl-label'), v = document.createElement('span'); v.className = 'view'; v.textContent = p.view;
            const pn = document.createElement('span'); pn.className = 'pname'; pn.textContent = ` · ${p.property}`;
            label.append(v, pn); label.title = `${p.node}  ${p.view} · ${p.property}`;
            const track = div('tl-track');
            for (const c of p.changes || []) {
              const tip = `T${c.transaction} · ${c.animation || 'no animation'}\n${fmt(c.start)} → ${fmt(c.end)}\n${JSON.stringify(c.from)} → ${JSON.stringify(c.to)}`;
              const w = S.duration > 0 ? (Math.min(c.end, S.duration) - c.start) / S.duration * 100 : 0;
              track.append(c.end > c.start
                ? div('bar', `left:${pctOf(c.start)};width:${Math.max(0, w)}%;--c:${txColor(c.transaction)}`, tip)
                : div('inst', `left:${pctOf(c.start)};--c:${txColor(c.transaction)}`, tip));
            }
            row.append(label, track); rows.append(row);
          }
          if (!(tl.properties || []).length) { const d = div('tl-empty'); d.textContent = 'No animated properties in this scene.'; rows.append(d); }
          rows.append(overlay);
          setPlayhead(S.idx, true);
        }
        function renderRuler() {   // time ticks sized to the available width, plus transaction markers
          const ruler = $('ruler'), D = S.duration, px = ruler.clientWidth || 600;
          ruler.querySelectorAll('.tick, .tx, .tx-band').forEach((n) => n.remove());
          if (D > 0) {
            const stepS = [0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10, 15, 30, 60, 120, 300].find((s) => s / D * px >= 56) || 600;
            for (let k = 0; k * stepS <= D + 1e-9; k++) {
              const tk = div('tick', `left:${pctOf(k * stepS)}`), lab = document.createElement('span');
              lab.textContent = +(k * stepS).toFixed(2) + 's'; if ((k * stepS) / D * px < px - 30) tk.append(lab);
              ruler.append(tk);
            }
          }
          for (const tx of (S.timeline && S.timeline.transactions) || []) {
            const c = `--c:${txColor(tx.index)}`, tip = `Transaction T${tx.index} at ${fmt(tx.time)}\n${tx.animation || 'no animation'}` + (tx.end != null ? ` → ${fmt(tx.end)}` : '');
            const band = div('tx-band', `left:${pctOf(tx.time)};width:calc(${pctOf(tx.end ?? tx.time)} - ${pctOf(tx.time)});${c}`, tip);
            const m = div('tx', `left:${pctOf(tx.time)};${c}`, tip), lab = document.createElement('span');
            lab.textContent = 'T' + tx.index; m.append(lab); ruler.append(band, m);
          }
        }
        new ResizeObserver(() => renderRuler()).observe($('ruler'));

        // Click / drag in the ruler or the rows to seek (pauses while dragging, resumes after).
        let scrubbing = false, wasPlaying = false;
        function beginScrub() { scrubbing = true; wasPlaying = S.playing; pause(); }
        function endScrub() { if (!scrubbing) return; scrubbing = false; if (wasPlaying) play(); }
        $('timeline').addEventListener('pointerdown', (ev) => {
          const r = $('ruler').getBoundingClientRect();
          if (ev.target === scrubber || ev.button !== 0 || ev.clientX < r.left - 4 || ev.clientX > r.right + 4 || S.gen == null) return;
          const seekAt = (x) => seekTime(Math.max(0, Math.min(1, (x - r.left) / r.width)) * S.duration);
          beginScrub(); seekAt(ev.clientX);
          const tl = ev.currentTarget; tl.setPointerCapture(ev.pointerId);
          const move = (e) => seekAt(e.clientX);
          const up = () => { tl.removeEventListener('pointermove', move); tl.removeEventListener('pointerup', up); tl.removeEventListener('pointercancel', up); endScrub(); };
          tl.addEventListener('pointermove', move); tl.addEventListener('pointerup', up); tl.addEventListener('pointercancel', up);
        });
        scrubber.addEventListener('pointerdown', beginScrub);
        scrubber.addEventListener('input', () => { seekTime(parseFloat(scrubber.value)); });
        scrubber.addEventListener('change', endScrub);
        scrubber.addEventListener('pointerup', () => setTimeout(endScrub, 0));

        // ---- Transport buttons and keyboard shortcuts -------------------------------------
        $('play').onclick = togglePlay;
        $('step-back').onclick = () => step(-1);
        $('step-forward').onclick = () => step(1);
        $('to-start').onclick = () => { pause(); seekIndex(0); };
        $('to-end').onclick = () => { pause(); seekIndex(S.N); };
        function toggleLoop() {
          S.loop = !S.loop; $('loop').setAttribute('aria-pressed', String(S.loop));
          if (S.playing) anchor(S.idx);
        }
        $('loop').onclick = toggleLoop;
        $('speed').addEventListener('click', (ev) => {
          const b = ev.target.closest('button[data-speed]'); if (!b) return;
          if (S.playing) { const now = performance.now(), v = vAt(now); P.startV = v; P.startWall = now; }   // re-anchor the clock
          S.speed = parseFloat(b.dataset.speed);
          for (const o of $('speed').children) o.setAttribute('aria-pressed', String(o === b));
        });
        window.addEventListener('keydown', (ev) => {
          if (ev.metaKey || ev.ctrlKey || ev.altKey || ev.target.closest('select, textarea, input:not([type=range])')) return;
          switch (ev.key) {
            case ' ': if (!ev.repeat) togglePlay(); break;
            case 'ArrowLeft': step(ev.shiftKey ? -10 : -1); break;
            case 'ArrowRight': step(ev.shiftKey ? 10 : 1); break;
            case 'Home': pause(); seekIndex(0); break;
            case 'End': pause(); seekIndex(S.N); break;
            case 'l': case 'L': toggleLoop(); break;
            default: return;
          }
          ev.preventDefault();
        }, true);
        window.addEventListener('keyup', (ev) => { if (ev.key === ' ') ev.preventDefault(); }, true);   // no button "click" on Space

        // ---- Rendering MP4 / GIF with progress from the event stream -------------------------------
        const jobs = new Map();
        async function startRender(format) {
          const btn = $('render-' + format); btn.disabled = true;
          try {
            const r = await fetch(`/render?format=${format}`, { method: 'POST' });
            const body = await r.text();
            if (!r.ok) throw new Error(body.trim() || `${r.status} ${r.statusText}`);
            const { id } = JSON.parse(body);
            if (!jobs.has(id)) updateJob({ id, format, state: 'running', progress: 0, message: 'Starting…' });
          } catch (err) {
            updateJob({ id: 'local-' + Date.now(), format, state: 'failed', progress: 0, message: err.message });
          } finally { btn.disabled = false; }
        }
        $('render-mp4').onclick = () => startRender('mp4');
        $('render-gif').onclick = () => startRender('gif');
        function updateJob(d) {
          let j = jobs.get(d.id);
          if (!j) {
            const node = div('job'); node.id = 'job-' + d.id;
            node.innerHTML = '<b></b><div class="meter"><i></i></div><button class="x" title="Dismiss">✕</button><div class="msg"></div><a hidden></a>';
            node.querySelector('.x').onclick = () => { node.remove(); jobs.delete(d.id); };
            $('renders').prepend(node);
            j = { node, data: {} }; jobs.set(d.id, j);
          }
          const x = Object.assign(j.data, d), n = j.node, fmtName = String(x.format || '').toUpperCase();
          const pct = Math.round(Math.max(0, Math.min(1, x.state === 'done' ? 1 : x.progress || 0)) * 100);
          n.dataset.state = x.state;
          n.querySelector('b').textContent = fmtName;
          n.querySelector('.meter i').style.width = pct + '%';
          n.querySelector('.msg').textContent =
            x.state === 'failed' ? `Render failed: ${x.message || 'unknown error'}` : x.state === 'done' ? (x.message && x.message !== 'done' ? x.message : 'Render finished') : `${pct}%` + (x.message ? ` · ${x.message}` : '');
          const a = n.querySelector('a');
          a.hidden = x.state !== 'done';
          if (x.state === 'done') {
            const name = (S.timeline && S.timeline.scene) || 'scene';
            a.href = `/download/${x.id}`; a.download = `${name}.${x.format}`; a.textContent = `Download ${fmtName} ↓`;
          }
          while ($('renders').children.length > 4) {   // keep the 4 newest jobs
            const last = $('renders').lastChild; last.remove();
            for (const [id, jj] of jobs) if (jj.node === last) jobs.delete(id);
          }
        }

        // ---- Live connection: /info at start-up, then the /events stream --------------------
        function setConn(state, text) { $('conn').dataset.state = state; $('conn-text').textContent = text; }
        let es = null;
        function connect() {
          const src = es = new EventSource('/events');
          let fresh = true;   // the first "scene" after (re)connecting repeats what we know: it must not clear a pending error
          src.onopen = () => { fresh = true; setConn('live', 'live'); };
          src.addEventListener('error', (ev) => {
            if (ev.data !== undefined) return;   // a server-sent "event: error" (handled below), not a connection problem
            if (src.readyState === EventSource.CLOSED) { setConn('offline', 'offline — retrying'); if (es === src) setTimeout(connect, 2000); }
            else setConn('connecting', 'reconnecting…');
          });
          const on = (name, fn) => src.addEventListener(name, (ev) => {
            if (ev.data === undefined) return;
            try { fn(JSON.parse(ev.data)); } catch (err) { console.error(name, err); }
          });
          on('scene', (d) => { const keep = fresh && d.generation === S.gen; fresh = false; applyScene(d, keep); });
          on('error', (d) => { fresh = false; if (d && typeof d.text === 'string') setError(d.text); });
          on('render', updateJob);
        }
        async function start() {
          try {
            const r = await fetch('/info', { cache: 'no-store' });
            if (!r.ok) throw new Error(r.statusText);
            const info = await r.json();
            applyScene(info);
            if (info.error) setError(info.error);
            if (info.width == null) {   // no successful build yet: wait for a "scene" event
              notice(info.error ? 'The scene failed to build — fix it and save to see it here.' : 'Waiting for the scene…');
              $('scene-title').textContent = (info.scene || 'Scene').split('/').pop();
              $('scene-path').textContent = info.scene || '';
              renderTimeline('No timeline until the scene builds.');
            }
          } catch (err) {
            setConn('offline', 'offline — retrying'); setTimeout(start, 1500); return;
          }
          connect();
        }

        // ---- API for automated browser tests ----------------------------------------------------
        window.zoetrope = {
          seek: (seconds) => seekTime(seconds),   // returns a promise that resolves once the frame is shown
          play, pause,
          state: () => ({ time: S.idx / S.fps, frame: S.idx, playing: S.playing, generation: S.gen, error: S.error }),
        };
        start();
        </script>
        </body>
        </html>

        """#
}
