/** Cooling: koelkast, amerikaanse-koelkast, vriezer, inbouwkoelkast. */
import { INK } from "./palette";
import { FLOOR, barHandle, box, brand, button, chrome, display, feet, groove, interiorFill, seam, shadow } from "./parts";
import { type DrawContext, type Drawer, choose, circle, d, def, path, pick, rect, rects, reuse, st, text } from "./svg";

const B = FLOOR - 6;

const GROCERIES = [
  rect(0, -30, 10, 30, 4, "#3f9d68") + rect(3, -36, 4, 7, 1, "#2d6e4a"),
  rect(0, -22, 15, 22, 2, "#fdfdfd", st("#9fb3c8", 1)) + rect(0, -13, 15, 6, 0, "#4f95d6"),
  circle(6, -6, 6, "#e2574c") + circle(16, -6, 6, "#8cc152"),
  rect(0, -16, 16, 16, 3, "#f0a43a") + rect(-1, -19, 18, 4, 1.5, "#c96b20"),
  path("M0 0l18-12v12z", "#f5cf4d"),
] as const;

/** A few groceries standing on a shelf whose top surface is at y (each item defined once, then reused). */
function groceries(ctx: DrawContext, x: number, y: number, w: number, salt: number): string {
  const k = pick(ctx, salt, 4);
  let s = "";
  let ix = x + 6;
  for (let i = 0; ix < x + w - 24; i++) {
    const item = (k + i * 3) % GROCERIES.length;
    def(ctx, `g${item}`, (id) => `<g id="${id}">${GROCERIES[item] ?? ""}</g>`);
    s += reuse(ctx, `g${item}`, ix, y);
    ix += 24 + ((k + i) % 2) * 6;
  }
  return s;
}

/** Fridge interior with glass shelves, groceries and crisper drawers. */
function interior(ctx: DrawContext, x: number, y: number, w: number, h: number, frozen = false): string {
  let s = rect(x, y, w, h, 6, interiorFill(ctx), st("#b9c2cc", 1.2));
  s += rect(x + w * 0.3, y + 4, w * 0.4, 4, 2, "#fffbe6");
  if (frozen) {
    const n = Math.max(2, Math.floor(h / 44));
    const fronts: [number, number, number, number, number][] = [];
    const grips: [number, number, number, number, number][] = [];
    const frost: [number, number, number, number, number][] = [];
    for (let i = 0; i < n; i++) {
      const dy = y + 10 + (i * (h - 14)) / n;
      const dh = (h - 14) / n - 6;
      fronts.push([x + 6, dy, w - 12, dh, 4]);
      grips.push([x + w / 2 - 14, dy + 4, 28, 5, 2.5]);
      frost.push([x + 10, dy + dh - 12, w - 20, 8, 2]);
    }
    return s + rects(fronts, "#e9f3fb", st("#a9bfd3", 1.2)) + rects(grips, "#a9bfd3") + rects(frost, "#cfe6f7", { opacity: 0.8 });
  }
  const shelves = Math.max(2, Math.floor((h - 46) / 48));
  const step = (h - 46) / shelves;
  const glass: [number, number, number, number, number][] = [];
  for (let i = 1; i <= shelves; i++) {
    const sy = y + i * step;
    s += groceries(ctx, x, sy, w, 20 + i);
    glass.push([x + 3, sy, w - 6, 4, 1]);
  }
  s += rects(glass, "#cfe6f4", st("#9dbad0", 0.8, { opacity: 0.9 }));
  s += rect(x + 6, y + h - 40, w - 12, 34, 5, "#e3f1e6", st("#a8c4b2", 1.2, { "fill-opacity": 0.8 }));
  s += circle(x + 22, y + h - 20, 7, "#e2574c") + circle(x + 36, y + h - 18, 7, "#8cc152") + rect(x + 50, y + h - 26, 22, 10, 5, "#f0a43a");
  return s;
}

/** An open door seen from the hinge side: a slanted panel with door bins. side = 1 (hinge right) or -1. */
function openDoor(ctx: DrawContext, hx: number, y: number, h: number, depth: number, side: 1 | -1, bins = 3, liner = "#f3f6f9"): string {
  const fx = hx + depth * side;
  let s = path(d`M${hx} ${y}L${fx} ${y - 10}V${y + h + 10}L${hx} ${y + h}z`, liner, st(ctx.p.line, 1.4));
  s += path(d`M${fx} ${y - 10}h${6 * side}V${y + h + 10}h${-6 * side}z`, ctx.p.base, st(ctx.p.line, 1));
  const list: [number, number, number, number, number][] = [];
  const bh = (h - 30) / bins;
  for (let i = 0; i < bins; i++) list.push([Math.min(hx, fx) + 6, y + 20 + i * bh + bh * 0.45, depth - 12, bh * 0.38, 3]);
  s += rects(list, "#dbe9f4", st("#98b2c8", 1));
  const bx = Math.min(hx, fx);
  s += rect(bx + 12, y + 20 + bh * 0.2, 8, bh * 0.4, 3, "#8cc152") + rect(bx + 24, y + 20 + bh * 0.05, 8, bh * 0.55, 3, "#e9eef3", st("#98b2c8", 0.8));
  return s;
}

function handleFor(ctx: DrawContext, x: number, y: number, len: number, style: number): string {
  if (ctx.p.retro || style === 0) return barHandle(ctx, x, y, len, true, 7);
  return groove(ctx, x - 2, y, 5, len);
}

/** Snowflake icon. */
function flake(cx: number, cy: number, r: number, colour: string): string {
  return path(d`M${cx} ${cy - r}v${2 * r}M${cx - r * 0.87} ${cy - r / 2}l${r * 1.74} ${r}M${cx - r * 0.87} ${cy + r / 2}l${r * 1.74} ${-r}`, "none", st(colour, Math.max(1, r * 0.22), { "stroke-linecap": "round" }));
}

// ---------------------------------------------------------------------------
// koelkast

const KX = 126;
const KW = 148;
const KY = 26;

function fridgeLayout(ctx: DrawContext): { split: number; topFreezer: boolean; drawer: boolean; handle: number } {
  const kind = ctx.p.retro ? choose(ctx, 1, [0, 2, 2] as const) : pick(ctx, 1, 3);
  return { topFreezer: kind === 2, drawer: kind === 0, split: kind === 2 ? KY + 86 : B - 96, handle: pick(ctx, 2, 2) };
}

function fridgeShell(ctx: DrawContext, opened: boolean): string {
  const l = fridgeLayout(ctx);
  const rx = ctx.p.retro ? 26 : 8;
  let s = shadow(ctx, KX + KW / 2, KW * 0.66) + feet(ctx, KX, KW, B) + box(ctx, KX, KY, KW, B - KY, rx);
  s += seam(ctx, KX + 1, l.split, KX + KW - 1, l.split, 2);
  const hx = KX + 16;
  if (l.topFreezer) {
    s += handleFor(ctx, hx, KY + 22, 44, l.handle);
  } else if (l.drawer) {
    s += barHandle(ctx, KX + 34, l.split + 20, KW - 68, false, 6);
  } else {
    s += handleFor(ctx, hx, l.split + 14, 48, l.handle);
  }
  if (!opened) {
    const ty = l.topFreezer ? l.split + 20 : KY + 70;
    s += handleFor(ctx, hx, ty, l.topFreezer ? 90 : 110, l.handle);
    const t = 2 + pick(ctx, 3, 6);
    if (ctx.p.retro) {
      const by = (l.topFreezer ? KY : l.split) + 28;
      s += rect(KX + KW / 2 - 30, by, 60, 16, 8, chrome(ctx), st("#8b929b", 0.8));
      s += brand(ctx, KX + KW / 2, by + 11, 9, "middle", "#3b4048");
      ctx.focus = [KX + 4, by - 20, KW - 8, 60];
    } else {
      const dx = KX + KW - 52;
      const dy = l.topFreezer ? l.split + 16 : KY + 22;
      s += display(ctx, dx, dy, 38, 16, `${t}°`, choose(ctx, 5, [INK.cyan, "#f3f6f9"] as const));
      s += flake(dx - 8, dy + 8, 3.5, ctx.p.ink);
      ["Super", "Eco"].forEach((label, i) => {
        s += button(ctx, dx + 9 + i * 20, dy + 25, 3, i === 1 ? "#5ad17a" : undefined);
        if (ctx.view === "detail") s += text(dx + 9 + i * 20, dy + 33, 3.2, ctx.p.ink, label);
      });
      s += brand(ctx, KX + KW / 2 + 8, (l.topFreezer ? KY : l.split) + 30, 8);
      ctx.focus = [dx - 18, dy - 8, 62, 46];
    }
  }
  s += rect(KX + 20, B - 14, KW - 40, 6, 3, ctx.p.dark ? "#0c0d0f" : "#00000018");
  return s;
}

const koelkast: Drawer = {
  front: (ctx) => fridgeShell(ctx, false),
  open: (ctx) => {
    const l = fridgeLayout(ctx);
    const top = l.topFreezer ? l.split : KY;
    const bottom = l.topFreezer ? B - 4 : l.split;
    return fridgeShell(ctx, true) + interior(ctx, KX + 8, top + 8, KW - 16, bottom - top - 16) +
      openDoor(ctx, KX + KW, top + 2, bottom - top - 4, 52, 1);
  },
};

// ---------------------------------------------------------------------------
// amerikaanse-koelkast (side by side with dispenser)

const AX = 70;
const AW = 260;
const AY = 24;
const MID = AX + 116;

function americanShell(ctx: DrawContext): string {
  return shadow(ctx, 200, AW * 0.62) + feet(ctx, AX, AW, B) + box(ctx, AX, AY, AW, B - AY, 8) +
    rect(AX + 24, B - 14, AW - 48, 6, 3, ctx.p.dark ? "#0c0d0f" : "#00000018");
}

const amerikaanse: Drawer = {
  front: (ctx) => {
    const p = ctx.p;
    let s = americanShell(ctx) + seam(ctx, MID, AY + 1, MID, B - 1, 2.2);
    s += barHandle(ctx, MID - 10, AY + 60, 170, true, 8) + barHandle(ctx, MID + 10, AY + 60, 170, true, 8);
    const dy = AY + 64;
    const dispenserH = choose(ctx, 4, [84, 96] as const);
    s += display(ctx, AX + 26, dy - 26, 62, 18, `-${17 + pick(ctx, 3, 6)}° ${3 + pick(ctx, 6, 4)}°`, choose(ctx, 5, [INK.cyan, "#f3f6f9"] as const));
    s += rect(AX + 24, dy, 66, dispenserH, 8, "#1b1f24", st(p.dark ? "#6f7782" : "#00000040", 1.2));
    s += rect(AX + 46, dy + 16, 22, dispenserH * 0.45, 4, "#3a414a");
    s += rect(AX + 30, dy + dispenserH - 12, 54, 6, 2, "#4a525c");
    s += path(d`M${AX + 57} ${dy + 8}v5`, "none", st("#8fc3ea", 2.4, { "stroke-linecap": "round" }));
    s += brand(ctx, (MID + AX + AW) / 2, AY + 40, 9);
    ctx.focus = [AX + 18, dy - 34, 80, dispenserH + 40];
    return s;
  },
  open: (ctx) => {
    const inner = B - AY - 40;
    return americanShell(ctx) +
      rect(MID - 1, AY + 2, 2, B - AY - 4, 0, ctx.p.line) +
      interior(ctx, AX + 8, AY + 10, MID - AX - 14, inner, true) +
      interior(ctx, MID + 6, AY + 10, AX + AW - MID - 14, inner) +
      openDoor(ctx, AX, AY + 4, B - AY - 26, 40, -1, 4, "#eef5fb") +
      openDoor(ctx, AX + AW, AY + 4, B - AY - 26, 40, 1, 4);
  },
};

// ---------------------------------------------------------------------------
// vriezer

const VX = 128;
const VW = 144;
const VY = 36;

function freezerShell(ctx: DrawContext): string {
  return shadow(ctx, 200, VW * 0.66) + feet(ctx, VX, VW, B) + box(ctx, VX, VY, VW, B - VY, ctx.p.retro ? 24 : 8) +
    rect(VX + 20, B - 14, VW - 40, 6, 3, ctx.p.dark ? "#0c0d0f" : "#00000018");
}

const vriezer: Drawer = {
  front: (ctx) => {
    let s = freezerShell(ctx) + handleFor(ctx, VX + 16, VY + 60, 120, pick(ctx, 2, 2));
    const t = 16 + pick(ctx, 3, 9);
    s += display(ctx, VX + VW - 58, VY + 22, 42, 17, `-${t}°`, choose(ctx, 5, [INK.cyan, "#f3f6f9", INK.amber] as const));
    s += flake(VX + VW - 68, VY + 30.5, 5, ctx.p.ink);
    if (pick(ctx, 4, 2) === 0) s += superButton(VX + VW - 37, VY + 50);
    s += brand(ctx, VX + VW / 2 + 8, VY + 66, 8);
    ctx.focus = [VX + VW - 80, VY + 10, 76, 50];
    return s;
    function superButton(cx: number, cy: number): string {
      return circle(cx, cy, 3.5, "none", st(ctx.p.line, 1)) + text(cx, cy + 11, 4, ctx.p.ink, "SUPER", { opacity: 0.8 });
    }
  },
  open: (ctx) =>
    freezerShell(ctx) + interior(ctx, VX + 8, VY + 8, VW - 16, B - VY - 30, true) + openDoor(ctx, VX + VW, VY + 2, B - VY - 26, 50, 1, 4, "#eef5fb"),
};

// ---------------------------------------------------------------------------
// inbouwkoelkast: a tall kitchen cabinet with the fridge behind the door panel

const IX = 128;
const IW = 144;
const IY = 22;

function kitchen(ctx: DrawContext): string {
  const side = (x: number, w: number) =>
    rect(x, 212, w, B - 212, 0, "#e9e6e1", st("#d2cdc5", 1)) + rect(x - 2, 204, w + 4, 10, 2, INK.worktop, st("#bdb6ab", 1)) +
    rect(x + 8, 222, w - 16, 100, 3, "#efece8", st("#d2cdc5", 1)) + rect(x + w / 2 - 14, 228, 28, 3, 1.5, "#b9b2a7");
  return side(34, IX - 38) + side(IX + IW + 4, 400 - 34 - IX - IW - 4) + shadow(ctx, 200, 150, FLOOR, 7);
}

function column(): string {
  let s = rect(IX - 4, IY - 4, IW + 8, B - IY + 4, 2, "#d8d3cb", st("#bdb6ab", 1));
  s += rect(IX + 6, B - 18, IW - 12, 18, 0, "#4a4e55");
  for (let i = 0; i < 10; i++) s += rect(IX + 40 + i * 7, B - 13, 3, 9, 1, "#2c2f34");
  return s;
}

const inbouwkoelkast: Drawer = {
  front: (ctx) => {
    const split = pick(ctx, 1, 2) === 0 ? 0 : B - 110;
    let s = kitchen(ctx) + column();
    const bottom = B - 20;
    if (split) {
      s += box(ctx, IX, IY, IW, split - IY - 2, 3) + box(ctx, IX, split + 2, IW, bottom - split - 2, 3);
      s += handleFor(ctx, IX + 16, split - 90, 70, pick(ctx, 2, 2)) + handleFor(ctx, IX + 16, split + 14, 50, pick(ctx, 2, 2));
    } else {
      s += box(ctx, IX, IY, IW, bottom - IY, 3) + handleFor(ctx, IX + 16, IY + 120, 90, pick(ctx, 2, 2));
    }
    s += rect(IX + IW - 4, IY + 10, 3, bottom - IY - 20, 1, "#f7f9fb", st("#c3cad2", 0.6));
    ctx.focus = [IX - 10, IY + 80, IW + 20, 160];
    return s;
  },
  open: (ctx) => {
    const bottom = B - 20;
    return kitchen(ctx) + column() + rect(IX, IY, IW, bottom - IY, 3, "#f4f6f8", st("#b9c2cc", 1.2)) +
      interior(ctx, IX + 8, IY + 8, IW - 16, bottom - IY - 16) +
      openDoor(ctx, IX + IW, IY + 4, bottom - IY - 8, 48, 1, 4) +
      path(d`M${IX + IW + 54} ${IY - 6}l8 -4V${bottom + 10}l-8 4z`, ctx.p.base, st(ctx.p.line, 1));
  },
};

export const cooling: Record<string, Drawer> = {
  koelkast,
  "amerikaanse-koelkast": amerikaanse,
  vriezer,
  inbouwkoelkast,
};
