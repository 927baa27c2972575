/** Food preparation: keukenmachine (stand mixer), blender, broodrooster. */
import { FLOOR, bodyFill, box, brand, button, chrome, chromeH, feet, knob, shadow } from "./parts";
import { type DrawContext, type Drawer, choose, circle, d, ellipse, group, linear, path, pick, rect, rot, st } from "./svg";

const B = FLOOR - 4;

// ---------------------------------------------------------------------------
// keukenmachine

function mixer(ctx: DrawContext, tilted: boolean): string {
  const p = ctx.p;
  const glassBowl = pick(ctx, 1, 3) === 0;
  const boxy = pick(ctx, 2, 2) === 0 && !p.retro;
  const body = bodyFill(ctx);
  const edge = st(p.line, 1.4, { "stroke-linejoin": "round" });
  let s = shadow(ctx, 205, 118);
  s += rect(112, 316, 192, 30, 14, body, edge);
  s += path(boxy ? d`M240 320L244 150H300L298 320z` : d`M236 320Q244 230 248 150H300Q302 240 298 320z`, body, edge);
  // Bowl on its clamp plate.
  s += rect(126, 304, 104, 14, 4, p.dark ? "#2b2e33" : p.lo, st(p.line, 1));
  const bowlFill = glassBowl ? linear(ctx, "gb", [[0, "#cfe6f3", 0.8], [0.5, "#f4fbff", 0.6], [1, "#b7d4e6", 0.8]], [0, 0, 1, 0]) : chromeH(ctx);
  const bowl = d`M112 204H244Q242 282 206 304H150Q114 282 112 204z`;
  s += path(bowl, bowlFill, st(glassBowl ? "#8fb3cb" : "#7d848d", 1.4));
  s += path(d`M244 214q22 4 14 30q-6 16-20 14`, "none", st(glassBowl ? "#8fb3cb" : "#9aa1a9", 4, { "stroke-linecap": "round" }));
  if (tilted || glassBowl) s += path(d`M128 212q30-${tilted ? 26 : 10} 50-6q20-${tilted ? 22 : 8} 50 4z`, "#f1ddb0", st("#d8b985", 1));
  s += ellipse(178, 204, 66, 6, glassBowl ? "#e6f3fa" : "#dfe3e7", st(glassBowl ? "#8fb3cb" : "#8d949c", 1.4));
  // Motor head with beater (tilts back on its hinge when open).
  const head = boxy
    ? d`M104 98H296Q306 98 306 108V150Q306 158 296 158H112L100 150V106Q100 98 108 98z`
    : d`M124 96H274Q306 96 306 126Q306 158 274 158H150L118 152Q96 148 96 124Q96 98 124 96z`;
  let h = path(d`M168 158V${tilted ? 196 : 206}`, "none", st("#8d949c", 5));
  h += tilted
    ? path(d`M168 196c-18 10-18 40 0 46c18-6 18-36 0-46zM168 196c-8 12-8 36 0 46c8-10 8-34 0-46z`, "none", st("#c3c8ce", 2))
    : path(d`M168 204l-20 22q-6 18 20 26q26-8 20-26z`, "#e3e6ea", st("#8d949c", 1.4));
  h += path(head, body, edge) + path(head, linear(ctx, "mh", [[0, "#fff", 0.25], [0.5, "#fff", 0], [1, "#000", 0.12]]));
  h += rect(boxy ? 112 : 118, boxy ? 100 : 102, 8, 54, 3, chromeH(ctx), st("#7d848d", 0.8));
  h += circle(110, 127, 5, p.dark ? "#3a3f46" : p.lo, st(p.line, 1));
  h += brand(ctx, 206, 131, 10, "middle", p.dark ? "#e9ecef" : p.ink);
  s += tilted ? group(h, { transform: rot(-26, 290, 156) }) : h;
  s += rect(300, 170, 14, 6, 3, chrome(ctx), st("#7d848d", 0.8, { transform: rot(-20 + pick(ctx, 3, 4) * 12, 300, 173) }));
  ctx.focus = [176, 94, 146, 96];
  return s;
}

const keukenmachine: Drawer = { front: (ctx) => mixer(ctx, false), open: (ctx) => mixer(ctx, true) };

// ---------------------------------------------------------------------------
// blender

function blender(ctx: DrawContext, running: boolean): string {
  const p = ctx.p;
  const square = pick(ctx, 1, 2) === 0;
  const dial = pick(ctx, 2, 3) !== 0;
  let s = shadow(ctx, 200, 90);
  s += path(d`M148 262H252L262 338Q262 344 256 344H144Q138 344 138 338z`, bodyFill(ctx), st(p.line, 1.4));
  s += rect(156, 250, 88, 16, 4, "#2b2e33");
  const jar = square ? d`M146 70H254L242 250H158z` : d`M150 70H250Q252 170 238 250H162Q148 170 150 70z`;
  if (running) {
    const smoothie = choose(ctx, 4, ["#e0708a", "#8cc152", "#f0a43a"] as const);
    s += path(square ? d`M153 130H247L242 250H158z` : d`M151 130H249Q248 190 238 250H162Q152 190 151 130z`, smoothie, { opacity: 0.92 });
    s += path(d`M160 130q40 40 80 0M176 150q24 30 48 0M190 170q10 40 20 0`, "none", st("#fff", 2, { opacity: 0.45 }));
    s += path(d`M112 290h-18M116 306h-24M288 290h18M284 306h24`, "none", st(p.line, 2.4, { "stroke-linecap": "round" }));
  }
  s += path(jar, linear(ctx, "jr", [[0, "#d7ebf6", 0.55], [0.3, "#ffffff", 0.25], [1, "#b9d5e6", 0.6]], [0, 0, 1, 0]), st("#8fb3cb", 1.6));
  s += path(d`M162 100h10M163 130h8M164 160h10M165 190h8`, "none", st("#8fb3cb", 1.2));
  s += path(d`M${square ? 250 : 248} 92q36 4 32 40l-6 70q-4 20-34 24`, "none", st("#3a3f46", 9, { "stroke-linecap": "round", opacity: 0.85 }));
  s += path(d`M184 240l32 -6M184 234l32 6`, "none", st("#9aa1a9", 3, { "stroke-linecap": "round" }));
  s += rect(142, 56, 116, 16, 6, p.dark ? "#2b2e33" : "#3a3f46") + rect(184, 46, 32, 12, 4, "#5a6068");
  if (dial) {
    s += knob(ctx, 200, 300, 15, running ? 60 : -60, ctx.view === "detail" ? 7 : 0);
  } else {
    for (let i = 0; i < 4; i++) s += button(ctx, 170 + i * 20, 300, 5, running && i === 2 ? "#5ad17a" : undefined);
  }
  s += brand(ctx, 200, 333, 7);
  ctx.focus = [142, 266, 116, 80];
  return s;
}

const blenderDrawer: Drawer = { front: (ctx) => blender(ctx, false), open: (ctx) => blender(ctx, true) };

// ---------------------------------------------------------------------------
// broodrooster

const TX = 92;
const TW = 216;
const TY = 176;

function toaster(ctx: DrawContext, popped: boolean): string {
  const p = ctx.p;
  const four = pick(ctx, 1, 3) === 0;
  const rx = p.retro ? 40 : 22;
  let s = shadow(ctx, 200, TW * 0.58) + feet(ctx, TX + 10, TW - 20, B - 6);
  const slots: [number, number, number][] = four
    ? [[TX + 30, TY + 10, 70], [TX + 30, TY + 22, 70], [TX + 116, TY + 10, 70], [TX + 116, TY + 22, 70]]
    : [[TX + 34, TY + 10, TW - 68], [TX + 34, TY + 22, TW - 68]];
  if (popped) {
    const bread = (x: number, y: number, w: number) =>
      path(d`M${x + 4} ${y}V${y - 30}q0-14 ${w * 0.25}-14q${w * 0.25}-12 ${w * 0.5} 0q${w * 0.25} 0 ${w * 0.25} 14V${y}z`, "#e7b96f", st("#b97a3a", 3));
    for (const [x, y, w] of slots) if (y === TY + 10) s += bread(x + 6, y + 12, w - 20);
    for (const [x, y, w] of slots) if (y === TY + 22) s += bread(x + 10, y + 8, w - 26);
  }
  s += box(ctx, TX, TY, TW, B - 6 - TY, rx);
  s += rect(TX + 12, TY + 4, TW - 24, 34, 14, linear(ctx, "tt", [[0, "#fff", 0.35], [1, "#fff", 0]]));
  for (const [x, y, w] of slots) s += rect(x, y, w, 6, 3, "#17191c");
  s += rect(TX + 16, TY + 46, TW - 32, 2, 1, "#ffffff", { opacity: p.dark ? 0.12 : 0.5 });
  // Controls at the right end: lever slot, browning dial, buttons.
  const cx = TX + TW - 44;
  s += rect(cx - 4, TY + 60, 8, 56, 4, "#0b0c0e", st(p.line, 1));
  s += rect(cx - 14, popped ? TY + 60 : TY + 64, 28, 10, 4, chrome(ctx), st("#7d848d", 0.8));
  s += knob(ctx, cx, TY + 134, 11, -40 + pick(ctx, 2, 6) * 20, ctx.view === "detail" ? 7 : 0);
  s += button(ctx, TX + 40, TY + 126, 5, undefined) + button(ctx, TX + 60, TY + 126, 5, popped ? "#5ad17a" : undefined);
  if (pick(ctx, 3, 2) === 0) s += button(ctx, TX + 80, TY + 126, 5);
  s += rect(TX + 30, B - 18, TW - 60, 3, 1.5, p.dark ? "#0c0d0f" : "#00000020");
  s += brand(ctx, TX + 60, TY + 88, 9);
  ctx.focus = [TX + 24, TY + 50, TW - 30, 104];
  return s;
}

const broodrooster: Drawer = { front: (ctx) => toaster(ctx, false), open: (ctx) => toaster(ctx, true) };

export const foodPrep: Record<string, Drawer> = { keukenmachine, blender: blenderDrawer, broodrooster };
