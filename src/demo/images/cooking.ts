/** Ovens: fornuis (range cooker), inbouwoven (built-in), magnetron. Shared oven cavity / door parts. */
import { INK } from "./palette";
import {
  FLOOR, barHandle, box, brand, button, display, feet, glassFill, glow, groove, knob, knobs, seam, shadow, sheen, steam,
} from "./parts";
import { type DrawContext, type Drawer, choose, circle, d, def, ellipse, ellipseD, line, linear, path, pick, rect, st } from "./svg";
import { flame, hobTopFill } from "./hob";

const B = FLOOR - 6;

export function ovenWindow(ctx: DrawContext, x: number, y: number, w: number, h: number): string {
  return rect(x, y, w, h, 6, glassFill(ctx), st(ctx.p.dark ? "#5d646e" : "#00000055", 1.2)) + sheen(x, y, w, h, 0.1);
}

/** Lit oven cavity with racks and a dish chosen by variant. */
export function ovenCavity(ctx: DrawContext, x: number, y: number, w: number, h: number): string {
  const fill = linear(ctx, "ov", [[0, "#5a3424"], [0.5, "#2f1d16"], [1, "#1c120e"]]);
  let s = rect(x, y, w, h, 4, fill, st("#14100e", 1.5));
  s += glow(ctx, "og", x + w / 2, y + h * 0.55, w * 0.55, h * 0.6, "#ff9a3c", 0.45);
  s += path(d`M${x + 10} ${y + 9}h${w - 20}v6h${-(w - 30)}v6h${w - 30}`, "none", st(INK.heat, 2.4, { "stroke-linejoin": "round" }));
  for (const f of [0.45, 0.72]) s += line(x + 4, y + h * f, x + w - 4, y + h * f, "#8f8a86", 1.6);
  const ty = y + h * 0.72;
  s += rect(x + w * 0.18, ty - 6, w * 0.64, 6, 2, "#3b3f45");
  const cx = x + w / 2;
  const dish = pick(ctx, 11, 3);
  if (dish === 0) {
    s += ellipse(cx, ty - 14, w * 0.18, 11, "#b8682f") + ellipse(cx - 6, ty - 19, w * 0.09, 4, "#dc9a58", { opacity: 0.8 });
  } else if (dish === 1) {
    for (let i = 0; i < 5; i++) s += ellipse(x + w * 0.25 + i * w * 0.125, ty - 9, w * 0.045, 3.4, "#d9a25a", st("#a86e30", 0.8));
  } else {
    s += ellipse(cx, ty - 9, w * 0.26, 6, "#e9c46a", st("#c2762c", 2)) + circle(cx - 10, ty - 9, 2.5, "#c0392b") + circle(cx + 8, ty - 8, 2.5, "#c0392b") + circle(cx, ty - 10, 2, "#3f7d3a");
  }
  s += circle(x + w - 10, y + 24, 3, "#fff3c4");
  return s;
}

/** Door folded down towards the viewer below an opening [x, x+w] at height y. */
export function loweredDoor(ctx: DrawContext, x: number, y: number, w: number, depth: number): string {
  return path(d`M${x} ${y}h${w}l10 ${depth}H${x - 10}z`, ctx.p.dark ? "#2a2e33" : "#dfe3e7", st(ctx.p.line, 1.2)) +
    path(d`M${x + 12} ${y + 4}h${w - 24}l6 ${depth - 12}H${x + 6}z`, glassFill(ctx), { opacity: 0.85 }) +
    rect(x - 10, y + depth, w + 20, 7, 2, ctx.p.base, st(ctx.p.line, 1));
}

// ---------------------------------------------------------------------------
// fornuis: range cooker

const FX = 64;
const FW = 272;
const FT = 130;

interface RangeLayout { burners: number; knobs: number; double: boolean; clock: boolean; upstand: boolean }

function rangeLayout(ctx: DrawContext): RangeLayout {
  const burners = choose(ctx, 1, [4, 5, 6] as const);
  return { burners, knobs: burners + 1, double: pick(ctx, 2, 2) === 1, clock: pick(ctx, 3, 3) !== 0, upstand: pick(ctx, 4, 2) === 0 };
}

function rangeTop(ctx: DrawContext, l: RangeLayout, lit: boolean): string {
  let s = "";
  if (l.upstand) s += rect(FX + 10, FT - 52, FW - 20, 22, 4, ctx.p.base, st(ctx.p.line, 1.2));
  s += path(d`M${FX + 12} ${FT - 32}H${FX + FW - 12}L${FX + FW} ${FT}H${FX}z`, hobTopFill(ctx), st(ctx.p.line, 1.2));
  const cols = Math.ceil(l.burners / 2);
  let rings = "";
  let caps = "";
  let grates = "";
  let fl = "";
  for (let i = 0; i < l.burners; i++) {
    const row = i < cols ? 0 : 1;
    const k = row === 0 ? i : i - cols;
    const n = row === 0 ? cols : l.burners - cols;
    const span = FW - 60 + row * 12;
    const cx = 200 - span / 2 + (span * (k + 0.5)) / n;
    const cy = FT - 23 + row * 13;
    const r = (l.burners === 5 && row === 1 && k === 0) || (l.burners !== 5 && i === 0) ? 17 : 13;
    rings += ellipseD(cx, cy, r, r * 0.3);
    caps += ellipseD(cx, cy - 0.6, r * 0.55, r * 0.18);
    if (lit && i % 2 === 0) fl += flame(ctx, cx, cy, r);
    grates += d`M${cx - r - 5} ${cy}h${2 * r + 10}M${cx} ${cy - r * 0.42}v${r * 0.84}`;
  }
  s += path(rings, "#17191c") + path(caps, "#4a4e55") + fl + path(grates, "none", st("#0c0d0f", 2.2, { "stroke-linecap": "round" }));
  return s;
}

function rangeFront(ctx: DrawContext, l: RangeLayout, opened: boolean): string {
  const p = ctx.p;
  const rx = p.retro ? 12 : 5;
  let s = shadow(ctx, 200, FW * 0.6) + feet(ctx, FX, FW, B) + box(ctx, FX, FT, FW, B - FT, rx);
  s += rangeTop(ctx, l, opened);
  s += seam(ctx, FX + 1, FT + 40, FX + FW - 1, FT + 40);
  const kx = (i: number) => FX + 22 + ((FW - 44) * (i + 0.5)) / (l.knobs + (l.clock ? 1 : 0));
  const mid = Math.floor(l.knobs / 2);
  const row: [number, number, number][] = [];
  for (let i = 0, slot = 0; i < l.knobs; i++, slot++) {
    if (l.clock && i === mid) {
      s += display(ctx, kx(slot) - 17, FT + 12, 34, 15, `${10 + pick(ctx, 5, 12)}:${pick(ctx, 6, 5)}0`, choose(ctx, 7, [INK.amber, INK.cyan] as const));
      slot++;
    }
    row.push([kx(slot), FT + 20, -60 + ((i * 47) % 120)]);
  }
  s += knobs(ctx, row, 10, ctx.view === "detail" ? 7 : 0);
  const doorTop = FT + 48;
  const doorBottom = B - 40;
  const doors: [number, number][] = l.double ? [[FX + 10, FW * 0.6 - 14], [FX + FW * 0.6 + 4, FW * 0.4 - 14]] : [[FX + 10, FW - 20]];
  for (const [x, w] of doors) {
    s += rect(x, doorTop, w, doorBottom - doorTop, 4, "none", st(p.line, 1.2));
    if (opened && x === FX + 10) {
      s += ovenCavity(ctx, x + 6, doorTop + 6, w - 12, doorBottom - doorTop - 12);
      s += loweredDoor(ctx, x + 6, doorBottom - 4, w - 12, 32);
    } else {
      s += barHandle(ctx, x + 14, doorTop + 12, w - 28, false, 6);
      s += ovenWindow(ctx, x + 16, doorTop + 26, w - 32, doorBottom - doorTop - 40);
    }
  }
  if (!opened) {
    s += groove(ctx, FX + FW / 2 - 30, B - 24, 60, 5);
    s += brand(ctx, FX + FW / 2, FT + 34 + (l.clock ? 8 : 0), 6.5);
  }
  ctx.focus = [FX + 6, FT - 4, FW / 2 + 10, 48];
  return s;
}

const fornuis: Drawer = {
  front: (ctx) => rangeFront(ctx, rangeLayout(ctx), false),
  open: (ctx) => {
    const l = rangeLayout(ctx);
    const s = rangeFront(ctx, l, true);
    return s + ellipse(FX + FW - 70, FT - 30, 34, 10, "#3d4148") + rect(FX + FW - 104, FT - 56, 68, 26, 3, linear(ctx, "pan", [[0, "#9aa1a9"], [0.5, "#eef0f2"], [1, "#8d949c"]], [0, 0, 1, 0])) +
      ellipse(FX + FW - 70, FT - 56, 34, 7, "#6f767e") + rect(FX + FW - 36, FT - 50, 30, 5, 2.5, "#2b2e33") + steam(ctx, FX + FW - 70, FT - 64, 0.7);
  },
};

// ---------------------------------------------------------------------------
// inbouwoven: built into a tall kitchen cabinet

const OX = 110;
const OW = 180;
const OY = 108;
const OB = 296;

function cabinet(ctx: DrawContext): string {
  const front = "#ece8e2";
  const edge = "#cfc8bd";
  return shadow(ctx, 200, 130, FLOOR, 7) +
    rect(92, 18, 216, B - 18 + 6, 2, "#d9d3ca", st(edge, 1)) +
    rect(98, 24, 204, OY - 32, 3, front, st(edge, 1)) + rect(186, OY - 22, 28, 3, 1.5, "#a39b90") +
    rect(98, OB + 8, 204, B - OB - 14, 3, front, st(edge, 1)) + rect(170, OB + 16, 60, 3, 1.5, "#a39b90") +
    rect(98, B - 6, 204, 6, 0, "#5b5f66") + rect(OX - 6, OY - 6, OW + 12, OB - OY + 12, 2, "#3a3631");
}

function builtInOven(ctx: DrawContext, opened: boolean): string {
  const p = ctx.p;
  const knobs = pick(ctx, 1, 3) !== 0;
  let s = cabinet(ctx) + box(ctx, OX, OY, OW, OB - OY, 4);
  const panelH = 34;
  if (pick(ctx, 2, 2) === 0 || p.metal) s += rect(OX + 3, OY + 3, OW - 6, panelH - 4, 3, p.dark ? "#0f1113" : "#1d2126");
  s += seam(ctx, OX + 1, OY + panelH, OX + OW - 1, OY + panelH);
  const temp = 150 + pick(ctx, 3, 9) * 10;
  s += display(ctx, 200 - 30, OY + 8, 60, 18, opened ? `${temp}°` : `${10 + pick(ctx, 4, 10)}:${pick(ctx, 5, 6)}5`, choose(ctx, 6, [INK.amber, "#f3f6f9", INK.cyan] as const));
  if (knobs) {
    s += knob(ctx, OX + 26, OY + 17, 10, -50, ctx.view === "detail" ? 8 : 0) + knob(ctx, OX + OW - 26, OY + 17, 10, 40, ctx.view === "detail" ? 8 : 0);
  } else {
    for (let i = 0; i < 3; i++) s += button(ctx, OX + 22 + i * 13, OY + 17, 3.6) + button(ctx, OX + OW - 48 + i * 13, OY + 17, 3.6);
  }
  if (opened) {
    s += ovenCavity(ctx, OX + 10, OY + panelH + 6, OW - 20, OB - OY - panelH - 12);
    s += loweredDoor(ctx, OX + 6, OB - 4, OW - 12, 34);
  } else {
    s += barHandle(ctx, OX + 20, OY + panelH + 12, OW - 40, false, 6);
    s += ovenWindow(ctx, OX + 16, OY + panelH + 26, OW - 32, OB - OY - panelH - 38);
    s += brand(ctx, 200, OB - 4, 6, "middle");
  }
  ctx.focus = [OX + 6, OY, 124, panelH];
  return s;
}

const inbouwoven: Drawer = { front: (ctx) => builtInOven(ctx, false), open: (ctx) => builtInOven(ctx, true) };

// ---------------------------------------------------------------------------
// magnetron

const MX = 70;
const MW = 260;
const MY = 160;

function microwave(ctx: DrawContext, opened: boolean): string {
  const p = ctx.p;
  const dial = pick(ctx, 1, 2) === 0;
  const handle = pick(ctx, 2, 2) === 0;
  const px = MX + MW - 70;
  let s = shadow(ctx, 200, MW * 0.58) + feet(ctx, MX, MW, B) + box(ctx, MX, MY, MW, B - MY, p.retro ? 20 : 10);
  s += rect(px, MY + 8, 62, B - MY - 16, 4, p.dark ? "#ffffff08" : "#00000008", st(p.line, 0.8));
  s += display(ctx, px + 8, MY + 18, 46, 18, `${pick(ctx, 3, 9) + 1}:${pick(ctx, 4, 6)}0`, choose(ctx, 5, [INK.green, INK.cyan, INK.amber] as const));
  if (dial) {
    s += knob(ctx, px + 31, MY + 72, 16, -30 + pick(ctx, 6, 5) * 20, ctx.view === "detail" ? 9 : 0);
    s += button(ctx, px + 19, MY + 112, 6) + button(ctx, px + 43, MY + 112, 6);
  } else {
    for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) s += rect(px + 9 + c * 15, MY + 50 + r * 17, 13, 12, 3, p.dark ? "#ffffff14" : "#0000000c", st(p.line, 0.7));
    s += knob(ctx, px + 31, MY + 118, 10, 0);
  }
  s += rect(px + 12, B - 34, 38, 12, 5, p.dark ? "#ffffff14" : "#0000000f", st(p.line, 0.8));
  const dx = MX + 10;
  const dw = px - dx - 8;
  if (opened) {
    const lit = linear(ctx, "mw", [[0, "#fff6d8"], [1, "#e6cf92"]]);
    s += rect(dx + 6, MY + 12, dw - 12, B - MY - 24, 4, lit, st("#b99c58", 1.2));
    s += ellipse(dx + dw / 2, B - 36, dw * 0.38, 9, "#ffffff80", st("#c7b48a", 1));
    s += path(d`M${dx + dw / 2 - 26} ${B - 60}h52q-4 20-26 20t-26-20z`, "#e9eef3", st("#9aa6b2", 1)) + ellipse(dx + dw / 2, B - 60, 26, 5, "#e07b39");
    s += steam(ctx, dx + dw / 2, B - 68, 0.55);
    s += path(d`M${MX} ${MY + 4}L${MX - 52} ${MY - 10}V${B + 4}L${MX} ${B - 4}z`, p.base, st(p.line, 1.2));
    s += path(d`M${MX - 8} ${MY + 16}L${MX - 44} ${MY + 6}V${B - 12}L${MX - 8} ${B - 16}z`, glassFill(ctx), { opacity: 0.9 });
  } else {
    const mesh = def(ctx, "ms", (id) => `<pattern id="${id}" width="4" height="4" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="0.9" fill="#ffffff" opacity="0.09"/></pattern>`);
    s += rect(dx, MY + 10, dw, B - MY - 20, 6, p.dark ? "#0e1013" : "#2a3038", st(p.line, 1));
    s += rect(dx + 12, MY + 22, dw - 24, B - MY - 44, 5, glassFill(ctx));
    s += rect(dx + 12, MY + 22, dw - 24, B - MY - 44, 5, mesh);
    s += sheen(dx + 12, MY + 22, dw - 24, B - MY - 44, 0.08);
    if (handle) s += barHandle(ctx, dx + dw - 6, MY + 30, B - MY - 60, true, 7);
    s += brand(ctx, dx + 12, B - 14, 7, "start", p.dark ? p.ink : "#d6dce3");
  }
  ctx.focus = [px - 8, MY, 78, B - MY];
  return s;
}

const magnetron: Drawer = { front: (ctx) => microwave(ctx, false), open: (ctx) => microwave(ctx, true) };

export const cooking: Record<string, Drawer> = { fornuis, inbouwoven, magnetron };
