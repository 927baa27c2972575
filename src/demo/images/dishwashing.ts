/** Sink side of the kitchen: vaatwasser, inbouwvaatwasser, kokendwaterkraan. */
import { INK } from "./palette";
import {
  FLOOR, barHandle, box, brand, button, chromeH, display, feet, glow, groove, knob, seam, shadow, steam, steelFill,
} from "./parts";
import { type DrawContext, type Drawer, choose, d, ellipse, ellipseD, linear, path, pick, rect, st, text } from "./svg";

const B = FLOOR - 6;

/** Stainless tub with upper rack (glasses) and lower rack (plates). */
function tub(ctx: DrawContext, x: number, y: number, w: number, h: number): string {
  let s = rect(x, y, w, h, 4, linear(ctx, "tb", [[0, "#9aa1a9"], [0.25, "#e6e9ec"], [0.75, "#d2d6db"], [1, "#8f969e"]], [0, 0, 1, 0]), st("#6f767e", 1.2));
  const wire = st("#8a929b", 1.4, { "stroke-linecap": "round" });
  const rack = (ry: number, rh: number) => {
    let t = d`M${x + 6} ${ry}h${w - 12}v${rh}h${-(w - 12)}z`;
    for (let i = 1; i < 12; i++) t += d`M${x + 6 + ((w - 12) * i) / 12} ${ry + rh}v${-rh * 0.6}`;
    return path(t, "none", wire) + rect(x + 2, ry + rh - 2, 5, 4, 1, "#5a6068") + rect(x + w - 7, ry + rh - 2, 5, 4, 1, "#5a6068");
  };
  const upper = y + h * 0.36;
  let glasses = "";
  for (let i = 0; i < 5; i++) glasses += d`M${x + 16 + i * ((w - 40) / 4)} ${upper}l3-22h10l3 22z`;
  s += path(glasses, "#cfe8f6", st("#7fa7c4", 1, { "fill-opacity": 0.8 })) + rack(upper - 6, 8);
  const lower = y + h - 8;
  let plates = "";
  const count = 7 + pick(ctx, 12, 3);
  for (let i = 0; i < count; i++) plates += ellipseD(x + 16 + (i * (w * 0.62 - 16)) / (count - 1), lower - 22, 3.2, 21);
  s += path(plates, "#fdfdfd", st("#97aec3", 1.2));
  s += rect(x + w * 0.72, lower - 30, w * 0.22, 30, 3, "#b9c0c8", st("#7d858e", 1));
  s += path(d`M${x + w * 0.76} ${lower - 30}l-2-10M${x + w * 0.81} ${lower - 30}l1-12M${x + w * 0.87} ${lower - 30}l3-9`, "none", st("#6f767e", 2.4, { "stroke-linecap": "round" }));
  s += rack(lower - 10, 10);
  return s;
}

/** Dishwasher door folded down towards the viewer, inner steel side up. */
function dishDoor(ctx: DrawContext, x: number, y: number, w: number, depth: number): string {
  return path(d`M${x} ${y}h${w}l12 ${depth}H${x - 12}z`, steelFill(ctx), st(ctx.p.line, 1.2)) +
    rect(x + w / 2 - 16, y + depth * 0.35, 32, depth * 0.4, 3, "#aeb5bd", st("#7d858e", 1)) +
    rect(x - 12, y + depth, w + 24, 7, 2, ctx.p.base, st(ctx.p.line, 1));
}

// ---------------------------------------------------------------------------
// vaatwasser (free-standing)

const X = 108;
const W = 184;
const Y = 84;

function dishShell(ctx: DrawContext): string {
  return shadow(ctx, 200, W * 0.64) + feet(ctx, X, W, B) + box(ctx, X, Y + 6, W, B - Y - 6, 6) +
    rect(X - 3, Y, W + 6, 10, 3, ctx.p.base, st(ctx.p.line, 1.2));
}

const vaatwasser: Drawer = {
  front: (ctx) => {
    const p = ctx.p;
    const dial = pick(ctx, 1, 2) === 0;
    let s = dishShell(ctx);
    s += seam(ctx, X + 1, Y + 46, X + W - 1, Y + 46);
    const minutes = 30 + pick(ctx, 2, 180);
    s += display(ctx, X + 12, Y + 18, 50, 18, `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`, choose(ctx, 3, [INK.cyan, INK.amber, "#f3f6f9"] as const));
    const progs = 4 + pick(ctx, 4, 3);
    for (let i = 0; i < progs; i++) {
      const bx = X + 76 + i * ((dial ? 60 : 90) / (progs - 1));
      s += button(ctx, bx, Y + 27, 3.6, i === 1 ? "#5ad17a" : undefined);
    }
    if (dial) s += knob(ctx, X + W - 24, Y + 27, 11, 20, ctx.view === "detail" ? 8 : 0);
    if (pick(ctx, 5, 2) === 0) s += barHandle(ctx, X + 40, Y + 60, W - 80, false, 6);
    else s += groove(ctx, X + W / 2 - 28, Y + 52, 56, 6);
    s += brand(ctx, X + W / 2, Y + 92, 8);
    s += rect(X + 6, B - 30, W - 12, 24, 3, p.dark ? "#0c0d0f" : "#00000010");
    ctx.focus = dial ? [X + 60, Y + 8, W - 58, 40] : [X + 4, Y + 8, 120, 40];
    return s;
  },
  open: (ctx) => {
    let s = dishShell(ctx);
    s += rect(X + 1, Y + 10, W - 2, 14, 0, ctx.p.panel);
    s += tub(ctx, X + 8, Y + 24, W - 16, B - Y - 70);
    s += dishDoor(ctx, X + 8, B - 46, W - 16, 36);
    return s;
  },
};

// ---------------------------------------------------------------------------
// inbouwvaatwasser (fully integrated under the worktop)

const IX = 124;
const IW = 152;
const WT = 128;

function underCounter(ctx: DrawContext): string {
  const side = (x: number, w: number) =>
    rect(x, WT + 14, w, B - WT - 30, 2, "#efece8", st("#d2cdc5", 1)) + rect(x + w / 2 - 14, WT + 24, 28, 3, 1.5, "#b9b2a7");
  return shadow(ctx, 200, 175, FLOOR, 7) + rect(22, WT + 10, 356, B - WT - 10, 0, "#ddd8d0") +
    side(26, IX - 30) + side(IX + IW + 4, 374 - IX - IW - 4) +
    rect(22, B - 16, 356, 16, 0, "#cfc9c0") + rect(16, WT, 368, 14, 2, INK.worktop, st("#b8b0a4", 1));
}

function controlStrip(ctx: DrawContext, y: number): string {
  let s = rect(IX, y, IW, 9, 1, "#24282d");
  s += display(ctx, IX + 8, y + 1.5, 22, 6, `${1 + pick(ctx, 2, 3)}:${pick(ctx, 3, 6)}5`, INK.cyan);
  for (let i = 0; i < 6; i++) s += ellipse(IX + 46 + i * 16, y + 4.5, 3, 1.6, "#5b626c");
  s += ellipse(IX + IW - 12, y + 4.5, 3, 1.6, "#5ad17a");
  return s;
}

const inbouwvaatwasser: Drawer = {
  front: (ctx) => {
    let s = underCounter(ctx) + controlStrip(ctx, WT + 14);
    s += box(ctx, IX, WT + 24, IW, B - WT - 42, 2);
    if (pick(ctx, 1, 2) === 0 || ctx.p.retro) s += barHandle(ctx, IX + 36, WT + 40, IW - 72, false, 6);
    else s += groove(ctx, IX + 10, WT + 26, IW - 20, 5);
    const colour = choose(ctx, 4, ["#ff3b30", "#2f80ff"] as const);
    s += glow(ctx, "tl", 200, FLOOR + 2, 36, 6, colour, 0.75);
    s += text(200, FLOOR + 4, 5, colour, `${1 + pick(ctx, 2, 3)}:${pick(ctx, 3, 6)}5`, { "font-weight": 700, opacity: 0.8 });
    ctx.focus = [IX + 2, WT + 4, 112, 30];
    return s;
  },
  open: (ctx) => {
    let s = underCounter(ctx);
    s += rect(IX, WT + 14, IW, B - WT - 30, 0, "#3a3f46");
    s += tub(ctx, IX + 6, WT + 18, IW - 12, B - WT - 72);
    s += controlStrip(ctx, B - 58);
    s += dishDoor(ctx, IX + 4, B - 49, IW - 8, 28);
    return s + rect(IX - 8, B - 14, IW + 16, 7, 2, ctx.p.base, st(ctx.p.line, 1));
  },
};

// ---------------------------------------------------------------------------
// kokendwaterkraan (boiling-water tap with a boiler in the sink cabinet)

const TX = 150;
const TT = 212;

function tapScene(ctx: DrawContext, running: boolean): string {
  const p = ctx.p;
  const style = pick(ctx, 1, 3);
  const finish = ctx.colour === "zilver" ? chromeH(ctx) : linear(ctx, "tf", [[0, p.lo], [0.4, p.hi], [1, p.lo]], [0, 0, 1, 0]);
  let s = path(d`M34 ${TT}H366L380 ${TT + 14}H20z`, linear(ctx, "wt", [[0, "#e4e0da"], [1, "#d2ccc3"]]), st("#b8b0a4", 1));
  s += rect(20, TT + 14, 360, 10, 0, "#c4bcb0");
  s += path(d`M188 ${TT + 2}h120l6 9h-132z`, "#2e3237");
  // Cabinet below with the boiler.
  s += rect(46, TT + 24, 308, B - TT - 24, 0, linear(ctx, "cb", [[0, "#3b3631"], [1, "#5b544c"]]));
  s += rect(46, B - 4, 308, 10, 0, "#cfc9c0") + shadow(ctx, 200, 170, FLOOR, 6);
  const bx = 96;
  const by = TT + 44;
  const boiler = choose(ctx, 2, ["#eef0f3", "#2d3136"] as const);
  s += path(d`M${TX - 4} ${TT + 24}V${by + 12}H${bx + 30}M${TX + 4} ${TT + 24}V${by + 22}H${bx + 30}`, "none", st("#b9bec5", 2.4));
  s += rect(bx - 30, by, 60, 78, 14, boiler, st("#00000040", 1)) + rect(bx - 30, by, 60, 78, 14, linear(ctx, "bs", [[0, "#000", 0.15], [0.35, "#fff", 0.2], [1, "#000", 0.2]], [0, 0, 1, 0]));
  s += ellipse(bx, by + 22, 8, 8, "none", st(running ? "#ff5a3c" : "#7fd3ff", 2.2));
  s += brand(ctx, bx, by + 50, 6, "middle", boiler === "#2d3136" ? "#d3d7dd" : "#5a6271");
  if (pick(ctx, 5, 2) === 0) s += rect(bx + 50, by + 10, 26, 60, 6, "#e9eef3", st("#9aa3ad", 1)) + rect(bx + 54, by + 2, 18, 10, 2, "#4f95d6");
  // The tap.
  const tube = { stroke: finish, "stroke-width": 11, "stroke-linecap": "round", "stroke-linejoin": "round" };
  const spoutX = TX + 92;
  const top = 64 + pick(ctx, 4, 3) * 6;
  const spout = style === 0
    ? d`M${TX} ${TT - 4}V${top + 40}a46 46 0 0 1 92 0v18`
    : style === 1 ? d`M${TX} ${TT - 4}V${top}H${spoutX}v24` : d`M${TX} ${TT - 4}V${top + 30}q0-26 26-26h40q26 0 26 26v14`;
  s += rect(TX - 13, TT - 8, 26, 8, 3, finish, st("#00000040", 0.8));
  s += path(spout, "none", { ...tube, stroke: "#00000040", "stroke-width": 13 }) + path(spout, "none", tube);
  const endY = style === 0 ? top + 58 : style === 1 ? top + 24 : top + 44;
  s += rect(spoutX - 7, endY, 14, 6, 2, "#565c64");
  // Boiling-water button with safety ring on the column.
  const ky = TT - 56;
  s += rect(TX + 4, ky - 8, 14, 16, 4, finish, st("#00000050", 0.8)) + rect(TX + 16, ky - 7, 5, 14, 2, "#d9302c");
  if (ctx.view === "detail") s += text(TX + 34, ky + 2, 4, "#d9302c", "100°", { "font-weight": 700 });
  s += rect(TX - 22, ky + 20, 18, 8, 4, finish, st("#00000040", 0.8));
  if (running) {
    s += path(d`M${spoutX} ${endY + 6}V${TT + 4}`, "none", st("#bfe2f7", 5, { "stroke-linecap": "round", opacity: 0.9 }));
    s += path(d`M${spoutX - 1} ${endY + 8}V${TT}`, "none", st("#fff", 1.4, { opacity: 0.9 }));
    s += steam(ctx, spoutX - 2, TT - 4, 0.9) + steam(ctx, spoutX + 14, endY + 40, 0.55);
  }
  ctx.focus = [TX - 30, ky - 30, 80, 70];
  return s;
}

const kokendwaterkraan: Drawer = { front: (ctx) => tapScene(ctx, false), open: (ctx) => tapScene(ctx, true) };

export const dishwashing: Record<string, Drawer> = { vaatwasser, inbouwvaatwasser, kokendwaterkraan };
