/** Hobs and hoods: kookplaat (seen from above at an angle), afzuigkap. */
import { INK } from "./palette";
import { bodyFill, box, brand, button, chrome, display, glow, seam, steam } from "./parts";
import { type Attrs, type DrawContext, type Drawer, circle, d, def, ellipse, linear, path, pick, radial, rect, reuse, st, text } from "./svg";

/** Blue gas flames around a burner of radius r seen in perspective (one shared definition, reused). */
export function flame(ctx: DrawContext, cx: number, cy: number, r: number): string {
  def(ctx, "fl", (id) => {
    let p = "";
    for (let i = 0; i < 8; i++) {
      const a = ((i + 0.5) / 8) * Math.PI * 2;
      const x = Math.cos(a) * 6.2;
      const y = Math.sin(a) * 2;
      p += d`M${x - 2} ${y}q0-5 2-5q2 3 2 5z`;
    }
    return `<path id="${id}" d="${p}" fill="${INK.flame}" opacity="0.85"/>`;
  });
  return reuse(ctx, "fl", cx, cy, r / 10);
}

/** Horizontal cooking surface fill (steel, enamel or glass). */
export function hobTopFill(ctx: DrawContext): string {
  if (ctx.p.dark && !ctx.p.retro) return linear(ctx, "ht", [[0, "#2f3338"], [1, "#1a1c20"]]);
  return linear(ctx, "ht", [[0, "#c9cdd3"], [0.5, "#e9ecef"], [1, "#d3d7dc"]], [0, 0, 1, 1]);
}

// ---------------------------------------------------------------------------
// kookplaat

/** Hob plane: u across (0..1), v back to front (0..1). */
function P(u: number, v: number): [number, number] {
  const left = 96 - 32 * v;
  const right = 304 + 32 * v;
  return [left + u * (right - left), 142 + v * 136];
}

function zone(u: number, v: number, r: number, fill: string, a: Attrs = {}): string {
  const [x, y] = P(u, v);
  const rx = r * (208 + 64 * v);
  return ellipse(x, y, rx, rx * 0.55, fill, a);
}

function hobPlate(ctx: DrawContext, fill: string, edge: string): string {
  const [ax, ay] = P(0, 0);
  const [bx] = P(1, 0);
  const [cx, cy] = P(1, 1);
  const [dx] = P(0, 1);
  return path(d`M8 302L40 118H360L392 302z`, linear(ctx, "wt", [[0, "#e4e0da"], [1, "#cfc9c0"]]), st("#b8b0a4", 1)) +
    rect(8, 302, 384, 14, 0, "#bdb5a9") + ellipse(200, 330, 190, 8, "#1d2533", { opacity: 0.08 }) +
    path(d`M${ax - 4} ${ay - 3}H${bx + 4}L${cx + 5} ${cy + 4}H${dx - 5}z`, edge) +
    path(d`M${ax} ${ay}H${bx}L${cx} ${cy}H${dx}z`, fill, st("#00000040", 0.8));
}

function induction(ctx: DrawContext, on: boolean): string {
  const white = ctx.colour === "wit" || ctx.colour === "creme";
  const p = ctx.p;
  const glass = white
    ? linear(ctx, "ig", [[0, p.hi], [1, p.lo]], [0, 0, 1, 1])
    : linear(ctx, "ig", [[0, "#2b3038"], [0.5, "#15181c"], [1, "#0b0c0e"]], [0, 0, 1, 1]);
  const edge = p.metal ? bodyFill(ctx) : white ? p.line : p.base;
  const mark = white ? "#9aa3ad" : "#6b737e";
  let s = hobPlate(ctx, glass, edge);
  const layout = pick(ctx, 2, 3);
  const zones: [number, number, number][] = layout === 0
    ? [[0.25, 0.3, 0.14], [0.73, 0.28, 0.11], [0.27, 0.7, 0.11], [0.72, 0.68, 0.15]]
    : layout === 1 ? [[0.74, 0.3, 0.12], [0.74, 0.7, 0.14], [0.42, 0.5, 0.09]] : [[0.2, 0.3, 0.11], [0.2, 0.7, 0.11], [0.5, 0.45, 0.16], [0.8, 0.3, 0.11], [0.8, 0.7, 0.11]];
  if (layout === 1) {
    for (const v of [0.12, 0.5]) {
      const [x1, y1] = P(0.06, v);
      const [x2] = P(0.3, v);
      const [x3, y3] = P(0.3, v + 0.34);
      const [x4] = P(0.06, v + 0.34);
      s += path(d`M${x1} ${y1}H${x2}L${x3} ${y3}H${x4}z`, on && v > 0.3 ? "#ff5a2a33" : "none", st(mark, 1.2, { "stroke-dasharray": "3 2" }));
    }
  }
  zones.forEach(([u, v, r], i) => {
    if (on && i % 2 === 0) s += zone(u, v, r * 1.05, radial(ctx, "hz", [[0, "#ff8a3d", 0.2], [0.75, "#ff3d1f", 0.85], [1, "#ff3d1f", 0]]));
    s += zone(u, v, r, "none", st(on && i % 2 === 0 ? "#ff7a45" : mark, 1.4));
    s += zone(u, v, r * 0.55, "none", st(mark, 0.7, { opacity: 0.6 }));
  });
  // Touch controls along the front edge.
  const [sx, sy] = P(0.3, 0.9);
  const [ex] = P(0.7, 0.9);
  const ink = white ? "#5b6470" : "#c9ced6";
  s += path(d`M${sx} ${sy}H${ex}`, "none", st(ink, 1.4, { "stroke-linecap": "round", opacity: 0.7 }));
  for (let i = 0; i <= 9; i++) {
    s += circle(sx + ((ex - sx) * i) / 9, sy, i === 4 ? 2.4 : 1.1, ink);
    if (ctx.view === "detail") s += text(sx + ((ex - sx) * i) / 9, sy - 4, 3.4, ink, String(i), { opacity: 0.7 });
  }
  const [px, py] = P(0.12, 0.9);
  s += circle(px, py, 5, "none", st(ink, 1.2)) + path(d`M${px} ${py - 3}v3`, "none", st(ink, 1.2));
  const [qx] = P(0.86, 0.9);
  s += text(qx, py + 3.5, 10, on ? "#ff6a3d" : ink, on ? String(5 + pick(ctx, 3, 5)) : "0", { "font-weight": 700 });
  s += brand(ctx, P(0.5, 0.98)[0], P(0.5, 0.98)[1] + 1, 6, "middle", ink);
  if (on) s += pan(ctx, ...P(0.72, 0.62), 44);
  ctx.focus = [sx - 24, sy - 40, ex - sx + 48, 52];
  return s;
}

function pan(ctx: DrawContext, x: number, y: number, r: number): string {
  const steel = linear(ctx, "pn", [[0, "#8d949c"], [0.5, "#f1f3f5"], [1, "#7f868f"]], [0, 0, 1, 0]);
  return ellipse(x, y + 6, r + 4, r * 0.5, "#000", { opacity: 0.25 }) +
    path(d`M${x - r} ${y - 26}v26a${r} ${r * 0.5} 0 0 0 ${2 * r} 0v-26z`, steel) +
    ellipse(x, y - 26, r, r * 0.5, "#a9b0b8", st("#7f868f", 1)) + ellipse(x, y - 24, r - 4, r * 0.5 - 3, "#e6b655") +
    rect(x + r - 2, y - 24, 40, 7, 3.5, "#2b2e33") + steam(ctx, x, y - 34, 0.6);
}

function gas(ctx: DrawContext, on: boolean): string {
  const p = ctx.p;
  const plate = linear(ctx, "gp", [[0, p.hi], [0.6, p.base], [1, p.lo]], [0, 0, 1, 1]);
  let s = hobPlate(ctx, plate, p.metal ? p.line : p.lo);
  const five = pick(ctx, 2, 2) === 0;
  const burners: [number, number, number][] = five
    ? [[0.2, 0.28, 0.07], [0.2, 0.68, 0.09], [0.5, 0.48, 0.12], [0.8, 0.28, 0.09], [0.8, 0.68, 0.07]]
    : [[0.27, 0.3, 0.1], [0.73, 0.3, 0.08], [0.27, 0.68, 0.08], [0.73, 0.68, 0.11]];
  let fl = "";
  for (const [u, v, r] of burners) {
    s += zone(u, v, r * 1.25, "#00000022") + zone(u, v, r, "#1e2024") + zone(u, v - 0.01, r * 0.6, "#44484f");
    if (on) {
      const [x, y] = P(u, v);
      fl += flame(ctx, x, y, r * (208 + 64 * v));
    }
  }
  s += fl;
  // Cast-iron pan supports.
  const iron = st("#0d0e10", 3.2, { "stroke-linecap": "round", "stroke-linejoin": "round" });
  for (const [u0, u1] of [[0.04, 0.48], [0.52, 0.96]] as const) {
    const a = P(u0, 0.08);
    const b = P(u1, 0.08);
    const c = P(u1, 0.86);
    const e = P(u0, 0.86);
    const m1 = P(u0, 0.48);
    const m2 = P(u1, 0.48);
    const c1 = P((u0 + u1) / 2, 0.08);
    const c2 = P((u0 + u1) / 2, 0.86);
    s += path(d`M${a[0]} ${a[1]}H${b[0]}L${c[0]} ${c[1]}H${e[0]}zM${m1[0]} ${m1[1]}H${m2[0]}M${c1[0]} ${c1[1]}L${c2[0]} ${c2[1]}`, "none", iron);
  }
  const knobs = five ? 5 : 4;
  for (let i = 0; i < knobs; i++) {
    const [x, y] = P(0.2 + (0.6 * i) / (knobs - 1), 0.94);
    s += ellipse(x, y + 2, 9, 4.5, "#00000033") + ellipse(x, y, 9, 4.5, chrome(ctx), st("#7d848d", 0.8)) + rect(x - 2, y - 7, 4, 9, 2, p.dark && !p.retro ? "#2b2e33" : "#eef0f3", st("#7d848d", 0.6));
  }
  if (on) s += pan(ctx, ...P(0.27, 0.62), 40);
  const [fx, fy] = P(0.5, 0.94);
  ctx.focus = [fx - 80, fy - 44, 160, 56];
  return s;
}

const kookplaat: Drawer = {
  front: (ctx) => (pick(ctx, 1, 2) === 0 ? gas(ctx, false) : induction(ctx, false)),
  open: (ctx) => (pick(ctx, 1, 2) === 0 ? gas(ctx, true) : induction(ctx, true)),
};

// ---------------------------------------------------------------------------
// afzuigkap

function hoodScene(ctx: DrawContext, on: boolean): string {
  const style = pick(ctx, 1, 3);
  const p = ctx.p;
  let s = rect(36, 322, 328, 12, 2, INK.worktop, st("#b8b0a4", 1)) + rect(36, 334, 328, 16, 0, "#e9e6e1") + rect(120, 318, 160, 5, 1, "#17191c");
  let lip: [number, number, number, number];
  const wallShadow = (x: number, y: number, w: number, h: number) => rect(x + 4, y + 6, w, h, 4, "#1d2533", { opacity: 0.08 });
  if (style === 2) {
    s += wallShadow(84, 40, 232, 176) + rect(84, 40, 232, 150, 3, "#ece8e2", st("#cfc8bd", 1)) + seam(ctx, 200, 42, 200, 188);
    s += rect(186, 170, 3, 12, 1.5, "#a39b90") + rect(211, 170, 3, 12, 1.5, "#a39b90");
    s += rect(92, 190, 216, 12, 0, "#9aa1a9") + box(ctx, 88, 198, 224, 16, 3);
    lip = [88, 198, 224, 16];
  } else {
    const chimneyBottom = style === 0 ? 176 : 196;
    s += wallShadow(172, 14, 56, chimneyBottom) + box(ctx, 174, 8, 52, chimneyBottom - 8, 0);
    s += seam(ctx, 175, 96, 225, 96, 0.8);
    if (style === 0) {
      s += path(d`M156 182H252L328 244H82z`, "#1d2533", { opacity: 0.08 }) + path(d`M152 176H248L322 236H78z`, bodyFill(ctx), st(p.line, 1.4));
      s += path(d`M152 176H248L322 236H78z`, linear(ctx, "hs", [[0, "#000", 0.12], [1, "#fff", 0.08]]));
      s += box(ctx, 74, 234, 252, 20, 3);
      lip = [74, 234, 252, 20];
    } else {
      s += wallShadow(82, 196, 236, 52) + box(ctx, 82, 196, 236, 48, 4);
      lip = [82, 220, 236, 24];
    }
  }
  const [lx, ly, lw, lh] = lip;
  const by = ly + lh / 2;
  const speed = 1 + pick(ctx, 2, 3);
  const cxs = [lx + lw - 92, lx + lw - 74, lx + lw - 56, lx + lw - 38, lx + lw - 20];
  cxs.forEach((x, i) => {
    s += button(ctx, x, by, 3.4);
    const label = ["aan", "1", "2", "3", "licht"][i] ?? "";
    if (ctx.view === "detail") s += text(x, by - 5, 3.2, p.ink, label);
    if (on && (i === speed || i === 0)) s += circle(x, by, 1.4, "#5ad17a");
  });
  if (pick(ctx, 3, 2) === 0) s += display(ctx, lx + lw - 130, ly + lh / 2 - 6, 26, 12, on ? String(speed) : "0", INK.cyan);
  s += brand(ctx, lx + 16, by + 2.5, 7, "start");
  for (const x of [lx + lw * 0.25, lx + lw * 0.55]) {
    s += rect(x - 9, ly + lh - 1, 18, 3, 1.5, on ? "#fff4cf" : "#c9ced4");
    if (on) s += path(d`M${x - 9} ${ly + lh + 2}h18l34 ${320 - ly - lh}h-86z`, linear(ctx, "lt", [[0, "#ffe9a8", 0.55], [1, "#ffe9a8", 0]]));
  }
  if (on) s += glow(ctx, "hg", 200, 318, 90, 10, "#ffe9a8", 0.6) + rect(170, 298, 60, 20, 3, "#8d949c") + ellipse(200, 298, 30, 5, "#5a6068") + steam(ctx, 200, 292, 0.8);
  ctx.focus = [lx + lw - 106, ly - 6, 106, lh + 12];
  return s;
}

const afzuigkap: Drawer = { front: (ctx) => hoodScene(ctx, false), open: (ctx) => hoodScene(ctx, true) };

export const hob: Record<string, Drawer> = { kookplaat, afzuigkap };

