/// The replay page's style and its player: plain CSS and JavaScript, written
/// into the page (it fetches nothing).
enum ReplayAssets {
    static let style = #"""
        body{margin:0;font:13px -apple-system,Helvetica,Arial,sans-serif;color:#222;background:#eceff1}
        canvas{display:block}
        #controls{padding:8px 24px;max-width:760px}
        #controls button,#controls select{font:inherit;margin-right:8px}
        #time{font-family:ui-monospace,Menlo,monospace}
        #track{position:relative;margin-top:8px;height:34px}
        #scrub{width:100%;margin:0}
        #marks{position:relative;height:12px}
        .mark{position:absolute;top:0;width:2px;height:12px;background:#90a4ae;cursor:pointer}
        .mark.failure{background:#c62828;width:3px}
        #failures{color:#c62828;font-family:ui-monospace,Menlo,monospace;padding-left:20px}
        """#

    /// Draws run `runs[index]` at a virtual time; `#t=SECONDS&run=INDEX` in
    /// the address opens it paused there.
    static let script = #"""
        const pad = 24, frame = 0.05, palette = ['#e4572e', '#29335c', '#f3a712', '#669bbc', '#a8c686', '#8e24aa'];
        const canvas = document.getElementById('screen'), ctx = canvas.getContext('2d');
        const scrub = document.getElementById('scrub'), playButton = document.getElementById('play');
        let run = runs[0], now = 0, playing = false, last = null;

        function at(path, t, fallback) {
          const series = run.series.find(s => s.path === path);
          if (!series || series.t.length === 0 || t < series.t[0]) return fallback;
          let low = 0, high = series.t.length - 1;
          while (low < high) { const mid = (low + high + 1) >> 1; if (series.t[mid] <= t) low = mid; else high = mid - 1; }
          const value = series.v[low], next = low + 1;
          // Between two frames of one motion (samples a frame apart), numbers move on smoothly.
          if (typeof value !== 'number' || next >= series.t.length || series.t[next] - series.t[low] > frame) return value;
          return value + (series.v[next] - value) * (t - series.t[low]) / (series.t[next] - series.t[low]);
        }
        function offsets(view, t) {
          const main = at(view.id + '.offset', t, 0);
          if (view.axis === 'horizontal') return [main, at(view.id + '.offset.y', t, -view.inset[0])];
          return [at(view.id + '.offset.x', t, -view.inset[2]), main];
        }
        // A screen the run presents as a sheet has a recorded `sheet.height`; it is drawn over the screen shown.
        const isSheet = screen => run.series.some(s => s.path === screen.id + '.sheet.height');
        function shownScreen(t) {
          let shown = run.screens[0];
          for (const screen of run.screens) if (!isSheet(screen) && at(screen.id + '.visible', t, false) === true) shown = screen;
          return shown;
        }
        function drawSheet(t) {
          const { width, height, safeBottom } = run.device;
          for (const screen of run.screens) {
            const h = isSheet(screen) ? at(screen.id + '.sheet.height', t, 0) : 0;
            if (h <= 0) continue;
            const top = height - safeBottom - h;
            ctx.fillStyle = 'rgba(0,0,0,0.25)'; ctx.fillRect(pad, pad, width, height);
            ctx.save();
            ctx.beginPath(); ctx.roundRect ? ctx.roundRect(pad, pad + top, width, height - top, 14) : ctx.rect(pad, pad + top, width, height - top); ctx.clip();
            ctx.fillStyle = '#fff'; ctx.fillRect(pad, pad + top, width, height - top);
            for (const view of screen.scrollViews) if (view.in === null) drawContent(view, pad, pad + top, t, screen);
            ctx.fillStyle = '#c7c7cc'; ctx.fillRect(pad + width / 2 - 18, pad + top + 5, 36, 5);
            ctx.restore();
          }
        }
        function drawContent(view, x, y, t, screen) {
          const [ox, oy] = offsets(view, t), zoom = at(view.id + '.zoomScale', t, 1);
          const [vw, vh] = view.viewport, cw = view.size[0] * zoom, ch = view.size[1] * zoom;
          ctx.save();
          ctx.beginPath(); ctx.rect(x, y, vw, vh); ctx.clip();
          ctx.fillStyle = '#fafafa'; ctx.fillRect(x, y, vw, vh);
          // A stripe every 100 pt of content (200, 400, … zoomed out below 8 pt
          // a stripe), and only those the viewport shows (ContentStripes.swift).
          let stride = 100;
          while (stride * zoom < 8) stride *= 2;
          const cx = x - ox, cy = y - oy, cell = stride * zoom;
          const across = view.axis === 'both', horizontal = view.axis === 'horizontal';
          const shown = (offset, length, content) => {
            const count = Math.max(1, Math.ceil(content / cell));
            const first = Math.min(Math.max(0, Math.floor(offset / cell)), count - 1);
            return [first, Math.min(Math.max(first, Math.ceil((offset + length) / cell) - 1), count - 1)];
          };
          const [i0, i1] = horizontal || across ? shown(ox, vw, cw) : [0, 0], [j0, j1] = horizontal ? [0, 0] : shown(oy, vh, ch);
          ctx.font = '11px ui-monospace, Menlo, monospace';
          for (let i = i0; i <= i1; i++) {
            for (let j = j0; j <= j1; j++) {
              const left = horizontal || across ? cx + i * cell : cx, top = horizontal ? cy : cy + j * cell;
              const width = horizontal || across ? Math.min(cell, cw - i * cell) : cw, height = horizontal ? ch : Math.min(cell, ch - j * cell);
              ctx.fillStyle = (i + j) % 2 ? '#dfe6ea' : '#f5f7f8';
              ctx.fillRect(left, top, width, height);
              ctx.fillStyle = '#78909c';
              ctx.fillText(horizontal ? 'x ' + i * stride : across ? i * stride + ',' + j * stride : 'y ' + j * stride, left + 6, top + 14);
            }
          }
          // Its items with their ids, as ShownItems.swift records them.
          const items = String(at(view.id + '.items', t, '')).split('\n').filter(line => line).map(line => {
            const [position, size, ...id] = line.split(' ');
            return { position: +position, size: +size, id: id.join(' ') };
          });
          const origin = position => horizontal ? [position, 0] : [0, position];
          for (const item of items) {
            const [left, top] = origin(item.position), w = horizontal ? item.size * zoom : vw, h = horizontal ? vh : item.size * zoom;
            ctx.fillStyle = '#e3f2fd'; ctx.fillRect(cx + left * zoom, cy + top * zoom, w, h);
            ctx.strokeStyle = '#90a4ae'; ctx.strokeRect(cx + left * zoom + 0.5, cy + top * zoom + 0.5, w - 1, h - 1);
            // Its id at its leading corner, kept in sight while any of it shows.
            const lx = Math.min(Math.max(cx + left * zoom, x), cx + left * zoom + w - 40), ly = Math.min(Math.max(cy + top * zoom, y), cy + top * zoom + h - 20);
            ctx.fillStyle = '#37474f'; ctx.fillText(item.id, lx + 6, ly + 14);
          }
          // The views placed in its content (in an item: only while the item shows).
          screen.views.forEach((placedView, index) => {
            const content = placedView.content;
            if (!content || content.in !== view.id) return;
            const item = content.item === null ? null : items.find(shown => shown.id === content.item);
            if (content.item !== null && !item) return;
            const [ix, iy] = item ? origin(item.position) : [0, 0], [x0, y0, w, h] = content.frame;
            // `scale` about its middle (as `scaleEffect`) and `alpha`, as a behaviour writes them.
            const number = (name, fallback) => { const v = at(placedView.id + '.' + name, t, fallback); return typeof v === 'number' ? v : fallback; };
            const scale = number('scale', 1), sw = w * zoom * scale, sh = h * zoom * scale;
            const left = cx + (ix + x0) * zoom + (w * zoom - sw) / 2, top = cy + (iy + y0) * zoom + (h * zoom - sh) / 2;
            ctx.save(); ctx.globalAlpha = Math.max(0, Math.min(1, number('alpha', 1)));
            ctx.fillStyle = palette[index % palette.length]; ctx.fillRect(left, top, sw, sh);
            ctx.fillStyle = '#fff'; ctx.fillText(placedView.id, left + 8, top + sh - 8);
            ctx.restore();
          });
          for (const inner of screen.scrollViews) {
            if (inner.in === view.id) drawContent(inner, cx + inner.at[0] * zoom, cy + inner.at[1] * zoom, t, screen);
          }
          ctx.restore();
          ctx.strokeStyle = '#455a64'; ctx.lineWidth = 1; ctx.strokeRect(x + 0.5, y + 0.5, vw - 1, vh - 1);
          ctx.fillStyle = '#455a64'; ctx.fillText(view.id, x + vw - 8 - ctx.measureText(view.id).width, y + vh - 8);
        }
        // How the properties behaviours write move a view: translation and
        // parallaxOffset shift it, y places it, stretchedHeight and scale size it,
        // alpha, hidden and visible fade it.
        function placed(view, t) {
          const number = (name, fallback) => { const v = at(view.id + '.' + name, t, fallback); return typeof v === 'number' ? v : fallback; };
          const position = at(view.id + '.position', t, null), width = run.device.width;
          let frame = view.frame ? view.frame.slice() : view.height !== null ? [0, 0, width, view.height] : null;
          if (!frame && position !== null && position !== '') frame = [0, position === 'bottom' ? run.device.height - 140 : run.device.statusBar, width, 44];
          if (!frame) return null;
          frame[1] = number('y', frame[1]) + number('translation', 0) + number('parallaxOffset', 0);
          frame[3] = number('stretchedHeight', frame[3]) * number('scale', 1);
          frame[2] *= number('scale', 1);
          const hidden = at(view.id + '.hidden', t, false) === true || at(view.id + '.visible', t, true) === false;
          return { frame, alpha: hidden ? 0.15 : Math.max(0, Math.min(1, number('alpha', 1))), position };
        }
        function drawViews(screen, t) {
          let chips = 0;
          screen.views.forEach((view, index) => {
            if (view.content) return;
            const shown = placed(view, t);
            ctx.save();
            ctx.fillStyle = palette[index % palette.length];
            ctx.font = '12px -apple-system, Helvetica, Arial, sans-serif';
            if (shown) {
              const [x, y, width, height] = shown.frame;
              ctx.globalAlpha = shown.alpha;
              ctx.fillRect(pad + x, pad + y, width, height);
              ctx.fillStyle = '#fff';
              ctx.fillText(view.id + (shown.position ? ' · ' + shown.position : ''), pad + x + 8, pad + y + height - 8);
            } else {
              const label = view.id + describe(view.id, t);
              const y = pad + run.device.statusBar + 8 + chips++ * 22;
              ctx.fillRect(pad + 8, y, ctx.measureText(label).width + 12, 18);
              ctx.fillStyle = '#fff'; ctx.fillText(label, pad + 14, y + 13);
            }
            ctx.restore();
          });
        }
        function describe(id, t) {
          const parts = run.series.filter(s => s.path.startsWith(id + '.')).map(s => s.path.slice(id.length + 1) + ' ' + at(s.path, t, ''));
          return parts.length ? ': ' + parts.join(', ') : '';
        }
        function drawBars(t, screen) {
          const { width, height, statusBar, safeTop, safeBottom } = run.device;
          const sans = 'px -apple-system, Helvetica, Arial, sans-serif';
          const bar = screen.navigationBar;
          const h = bar === null ? 0 : at(screen.id + '.navigationBar.height', t, bar === 'large' ? 96 : 44);
          if (bar !== null && bar !== 'hidden' && h > 0) {
            if (!at(screen.id + '.navigationBar.scrollEdge', t, true)) {
              ctx.fillStyle = 'rgba(248,248,248,0.95)'; ctx.fillRect(pad, pad, width, safeTop + h);
              ctx.fillStyle = '#c6c6c8'; ctx.fillRect(pad, pad + safeTop + h - 0.5, width, 0.5);
            }
            ctx.fillStyle = '#111';
            if (h > 44) {
              ctx.font = '700 34' + sans; ctx.fillText(screen.id, pad + 16, pad + safeTop + h - 10);
            } else {
              ctx.font = '600 17' + sans; ctx.fillText(screen.id, pad + (width - ctx.measureText(screen.id).width) / 2, pad + safeTop + 28);
            }
          }
          // An active edge effect blurs the content into the bar: a soft band below the top bar, above the bottom ones.
          const fade = (y, down) => {
            const band = ctx.createLinearGradient(0, y, 0, y + (down ? 24 : -24));
            band.addColorStop(0, 'rgba(240,240,240,0.9)'); band.addColorStop(1, 'rgba(240,240,240,0)');
            ctx.fillStyle = band; ctx.fillRect(pad, down ? y : y - 24, width, 24);
          };
          const edge = name => screen.scrollViews.some(view => at(view.id + '.edgeEffect.' + name + '.active', t, false) === true);
          if (edge('top')) fade(pad + safeTop + h, true);
          if (edge('bottom')) fade(pad + height - safeBottom - (run.tabs.length ? 49 + run.accessory : 0) - (screen.toolbar ? 44 : 0), false);
          ctx.fillStyle = 'rgba(255,255,255,0.85)'; ctx.fillRect(pad, pad, width, statusBar);
          ctx.fillStyle = '#111'; ctx.font = '600 15' + sans;
          ctx.fillText('9:41', pad + 28, pad + statusBar / 2 + 6);
          const tabBarTop = height - safeBottom - 49;
          if (screen.toolbar) {
            const top = (run.tabs.length ? tabBarTop : height - safeBottom) - 44;
            ctx.fillStyle = 'rgba(248,248,248,0.95)'; ctx.fillRect(pad, pad + top, width, height - top);
            ctx.fillStyle = '#007aff'; ctx.font = '17' + sans; ctx.fillText('toolbar', pad + 16, pad + top + 28);
          }
          if (run.tabs.length > 0) {
            const selected = at('tabBar.selected', t, run.tabs[0]), top = pad + tabBarTop, each = width / run.tabs.length;
            const minimized = at('tabBar.isMinimized', t, false) === true, accessory = run.accessory;
            ctx.fillStyle = 'rgba(248,248,248,0.95)';
            if (minimized) {
              // The minimised bar: the selected tab in a small pill, the accessory inline beside it.
              ctx.fillRect(pad + 16, top + 4, 64, 41);
              if (accessory > 0) { ctx.fillRect(pad + 88, top + 4, width - 104, 41); ctx.fillStyle = '#555'; ctx.font = '12' + sans; ctx.fillText('accessory', pad + 100, top + 29); }
              ctx.fillStyle = '#007aff'; ctx.font = '600 12' + sans; ctx.fillText(selected, pad + 48 - ctx.measureText(selected).width / 2, top + 29);
            } else {
              ctx.fillRect(pad, top, width, height - tabBarTop);
              if (accessory > 0) {
                ctx.fillRect(pad + 16, top - accessory, width - 32, accessory - 4);
                ctx.fillStyle = '#555'; ctx.font = '12' + sans; ctx.fillText('accessory', pad + 28, top - accessory / 2 + 2);
              }
              run.tabs.forEach((tab, index) => {
                ctx.fillStyle = tab === selected ? '#007aff' : '#8e8e93';
                ctx.font = (tab === selected ? '600 ' : '') + '12' + sans;
                ctx.fillText(tab, pad + index * each + (each - ctx.measureText(tab).width) / 2, top + 30);
              });
            }
          }
          const keyboardTop = at('keyboard.frame.y', t, height);
          if (keyboardTop < height) {
            ctx.fillStyle = '#d1d3d9'; ctx.fillRect(pad, pad + keyboardTop, width, height - keyboardTop);
            ctx.fillStyle = '#555'; ctx.font = '15' + sans; ctx.fillText('keyboard', pad + (width - ctx.measureText('keyboard').width) / 2, pad + keyboardTop + 40);
          }
        }
        function draw() {
          const { width, height } = run.device;
          canvas.width = width + 2 * pad; canvas.height = height + 2 * pad;
          ctx.fillStyle = '#263238'; ctx.fillRect(0, 0, canvas.width, canvas.height);
          ctx.save();
          ctx.beginPath(); ctx.rect(pad, pad, width, height); ctx.clip();
          ctx.fillStyle = '#fff'; ctx.fillRect(pad, pad, width, height);
          const screen = shownScreen(now);
          for (const view of screen.scrollViews) if (view.in === null) drawContent(view, pad, pad, now, screen);
          drawViews(screen, now);
          drawBars(now, screen);
          drawSheet(now);
          ctx.restore();
          scrub.value = now;
          document.getElementById('time').textContent = 't=' + now.toFixed(3) + 's of ' + run.end.toFixed(3) + 's · ' + screen.id;
        }
        function load(index) {
          run = runs[index];
          scrub.max = run.end;
          const marks = document.getElementById('marks'), failures = document.getElementById('failures');
          marks.replaceChildren(); failures.replaceChildren();
          const place = (t, title, kind) => {
            const mark = document.createElement('div');
            mark.className = 'mark ' + kind; mark.title = title;
            mark.style.left = (run.end > 0 ? 100 * t / run.end : 0) + '%';
            mark.onclick = () => { now = t; draw(); };
            marks.appendChild(mark);
          };
          run.steps.forEach(step => place(step.t, 'line ' + step.line + ': ' + step.label, 'step'));
          run.failures.forEach(failure => {
            place(failure.t, failure.message, 'failure');
            const item = document.createElement('li');
            item.textContent = 't=' + failure.t + 's ' + failure.message;
            failures.appendChild(item);
          });
          draw();
        }
        function tick(stamp) {
          if (!playing) return;
          if (last !== null) now = Math.min(run.end, now + (stamp - last) / 1000 * Number(document.getElementById('speed').value));
          last = stamp;
          draw();
          if (now >= run.end) { playing = false; playButton.textContent = 'Play'; return; }
          requestAnimationFrame(tick);
        }
        playButton.onclick = () => {
          playing = !playing; last = null; playButton.textContent = playing ? 'Pause' : 'Play';
          if (playing) { if (now >= run.end) now = 0; requestAnimationFrame(tick); }
        };
        scrub.oninput = () => { now = Number(scrub.value); draw(); };
        const picker = document.getElementById('run');
        runs.forEach((entry, index) => picker.add(new Option(entry.device.name || entry.name, index)));
        picker.hidden = runs.length < 2;
        picker.onchange = () => { now = 0; load(Number(picker.value)); };
        const wanted = new URLSearchParams(location.hash.slice(1));
        const chosen = Math.min(runs.length - 1, Number(wanted.get('run') || 0));
        picker.value = chosen;
        now = Math.max(0, Math.min(runs[chosen].end, Number(wanted.get('t')) || 0));
        load(chosen);
        """#
}
