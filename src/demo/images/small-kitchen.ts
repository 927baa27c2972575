/** Small kitchen appliances for drinks and frying: koffiemachine, waterkoker, airfryer. */
import { INK } from "./palette";
import { FLOOR, bodyFill, box, brand, button, chrome, display, glassFill, glow, sheen, shadow, steam } from "./parts";
import { foodPrep } from "./food-prep";
import { type DrawContext, type Drawer, choose, circle, d, ellipse, linear, path, pick, rect, st, text } from "./svg";

const B = FLOOR - 4;

// ---------------------------------------------------------------------------
// koffiemachine (bean-to-cup)

const CX = 118;
const CW = 164;
const CY = 54;

function cup(ctx: DrawContext, x: number, y: number, glass: boolean): string {
  if (glass) {
    return path(d`M${x - 11} ${y - 58}h22l-2 58h-18z`, "#e8f3fa", st("#9fb8cc", 1.2, { "fill-opacity": 0.7 })) +
      rect(x - 10, y - 24, 20, 22, 0, "#c89a6a") + rect(x - 10.5, y - 42, 21, 18, 0, "#f6efe3");
  }
  return ellipse(x, y - 1, 20, 3, "#e6e9ed", st("#b7bfc8", 1)) + path(d`M${x - 14} ${y - 24}h28v10a14 11 0 0 1 -28 0z`, "#fdfdfd", st("#b7bfc8", 1.2)) +
    path(d`M${x + 13} ${y - 20}a6 6 0 0 1 0 10`, "none", st("#b7bfc8", 2.4)) + ellipse(x, y - 24, 13, 2.4, ctx.view === "open" ? "#7a4a2a" : "#f3f5f7");
}

function coffee(ctx: DrawContext, pouring: boolean): string {
  const p = ctx.p;
  const glass = pick(ctx, 1, 3) === 0;
  const screen = pick(ctx, 2, 2) === 0;
  let s = shadow(ctx, 200, CW * 0.64) + box(ctx, CX, CY, CW, B - CY, 16);
  s += rect(CX + 10, CY - 6, CW - 20, 12, 5, p.dark ? "#2c3035" : p.lo, st(p.line, 1));
  // Display panel.
  const dy = CY + 22;
  s += rect(CX + 14, dy, CW - 28, 50, 8, p.dark ? "#0f1114" : "#1b1f24", st(p.dark ? "#5d646e" : "#00000030", 1));
  const icons = screen ? 4 : 3;
  let cups = "";
  for (let i = 0; i < icons; i++) {
    const ix = CX + 34 + i * ((CW - 68) / (icons - 1));
    const tall = i % 2 === 1;
    cups += tall ? d`M${ix - 4} ${dy + 14}h8l-1 14h-6z` : d`M${ix - 6} ${dy + 20}h12v4a6 5 0 0 1 -12 0z`;
    if (ctx.view === "detail") s += text(ix, dy + 38, 4, "#c9d2dc", ["Espresso", "Latte", "Koffie", "Cappu."][i] ?? "");
  }
  s += path(cups, "none", st(screen ? "#ffd08a" : "#e9edf2", 1.4, { "stroke-linejoin": "round" }));
  s += text(200, dy + 46, 5, INK.cyan, pouring ? "\u25cf\u25cf\u25cf\u25cb\u25cb" : `${pick(ctx, 3, 3) + 1}\u00d7 \u2615`, { opacity: 0.8 });
  s += sheen(CX + 14, dy, CW - 28, 50, 0.06);
  // Brewing niche with spout, drip tray and cup.
  const ny = CY + 104;
  s += rect(CX + 14, ny, CW - 28, B - ny - 14, 10, linear(ctx, "ni", [[0, p.dark ? "#101214" : "#3a3f46"], [1, p.dark ? "#1b1e22" : "#5a6068"]]));
  s += rect(176, ny - 6, 48, 24, 6, bodyFill(ctx), st(p.line, 1.2));
  s += rect(186, ny + 17, 8, 6, 2, "#6f767e") + rect(206, ny + 17, 8, 6, 2, "#6f767e");
  if (pick(ctx, 4, 2) === 0) s += path(d`M${CX + 24} ${ny + 8}v46`, "none", st("#c8cdd3", 4, { "stroke-linecap": "round" }));
  const ty = B - 36;
  s += rect(CX + 10, ty, CW - 20, 14, 4, chrome(ctx), st("#7d848d", 1));
  let slots = "";
  for (let i = 0; i < 9; i++) slots += d`M${CX + 26 + i * 14} ${ty + 4}v6`;
  s += path(slots, "none", st("#6f767e", 2.4, { "stroke-linecap": "round" }));
  if (pouring) {
    s += path(d`M190 ${ny + 23}V${ty - 20}M210 ${ny + 23}V${ty - 20}`, "none", st("#6b3a1e", 2.6));
    s += steam(ctx, 200, ty - 30, 0.45);
  }
  s += cup(ctx, 200, ty, glass);
  s += brand(ctx, 200, CY + 90, 7);
  ctx.focus = [CX + 6, dy - 8, CW - 12, 66];
  return s;
}

const koffiemachine: Drawer = { front: (ctx) => coffee(ctx, false), open: (ctx) => coffee(ctx, true) };

// ---------------------------------------------------------------------------
// waterkoker

function kettle(ctx: DrawContext, boiling: boolean): string {
  const p = ctx.p;
  const retro = p.retro || pick(ctx, 1, 3) === 0;
  const bodyPath = retro
    ? d`M142 312C112 246 128 160 200 150C272 160 288 246 258 312z`
    : d`M148 312L156 138Q200 128 244 138L252 312z`;
  let s = shadow(ctx, 200, 100);
  s += rect(128, 310, 144, 30, 12, p.dark ? "#17191c" : "#2b2e33") + rect(134, 306, 132, 10, 4, p.metal ? chrome(ctx) : p.lo);
  s += path(retro ? d`M140 214C118 196 104 168 90 150Q92 142 102 144C118 160 138 168 156 172z` : d`M160 184L120 132Q118 124 126 124L164 142z`, bodyFill(ctx), st(p.line, 1.4, { "stroke-linejoin": "round" }));
  s += path(bodyPath, bodyFill(ctx), st(p.line, 1.4));
  const handle = retro ? d`M252 176C300 176 306 268 262 290` : d`M244 150H282Q292 150 292 160V286Q292 296 282 296H252`;
  s += path(handle, "none", st(p.line, 15, { "stroke-linecap": "round" })) + path(handle, "none", st(p.metal ? "#2b2e33" : p.base, 12, { "stroke-linecap": "round" }));
  s += ellipse(200, retro ? 152 : 136, retro ? 46 : 42, 7, p.dark ? "#2b2e33" : p.lo, st(p.line, 1.2));
  s += rect(190, retro ? 138 : 122, 20, 10, 4, p.metal ? "#2b2e33" : chrome(ctx), st("#00000040", 0.8));
  if (!retro) {
    const level = 0.25 + pick(ctx, 3, 5) * 0.12;
    s += rect(222, 168, 12, 120, 6, linear(ctx, "wl", [[0, "#dff1fc", 0.9], [level, "#dff1fc", 0.9], [level + 0.01, "#7cc0ea"], [1, "#4f95d6"]]), st("#00000030", 1));
    s += path(d`M224 200h4M224 230h4M224 260h4`, "none", st("#ffffff", 1.2));
  } else {
    s += rect(150, 289, 100, 6, 3, chrome(ctx));
    if (pick(ctx, 3, 2) === 0) s += circle(232, 214, 13, "#f6f7f8", st(chrome(ctx), 3)) + path(d`M232 214l${-6 + pick(ctx, 5, 4) * 4} -8`, "none", st("#d9302c", 1.6, { "stroke-linecap": "round" }));
  }
  const temps = pick(ctx, 2, 3) === 0;
  const lit = boiling ? choose(ctx, 4, ["#ff5a3c", "#3da0ff"] as const) : "#4a5058";
  s += rect(270, 282, 16, 10, 3, p.dark ? "#3a3f46" : "#2b2e33") + circle(278, 287, 2, lit);
  if (temps) {
    ["40", "70", "80", "100"].forEach((t, i) => {
      s += circle(166 + i * 22, 326, 4, boiling && i === 3 ? "#ff5a3c" : "#4a5058");
      if (ctx.view === "detail") s += text(166 + i * 22, 337, 4, "#c9ced6", `${t}°`);
    });
  }
  if (boiling) s += steam(ctx, retro ? 98 : 120, retro ? 142 : 114, 0.8) + glow(ctx, "kl", 278, 287, 12, 8, lit, 0.6);
  s += brand(ctx, 190, 240, 8);
  ctx.focus = temps ? [146, 270, 120, 76] : [236, 250, 70, 60];
  return s;
}

const waterkoker: Drawer = { front: (ctx) => kettle(ctx, false), open: (ctx) => kettle(ctx, true) };

// ---------------------------------------------------------------------------
// airfryer

const AX = 112;
const AW = 176;
const AY = 92;

function fries(x: number, y: number, w: number): string {
  let t = "";
  for (let i = 0; i < 14; i++) {
    const fx = x - w / 2 + 8 + ((i * 37) % Math.max(1, w - 16));
    t += d`M${fx} ${y + ((i * 13) % 9)}l${(i % 3) * 4 - 4} -16`;
  }
  return path(t, "none", st("#f2b84b", 5, { "stroke-linecap": "round" })) + path(t, "none", st("#ffd67a", 2, { "stroke-linecap": "round" }));
}

function fryer(ctx: DrawContext, opened: boolean): string {
  const p = ctx.p;
  const dual = pick(ctx, 1, 3) === 0;
  const split = AY + 102;
  let s = shadow(ctx, 200, AW * 0.62) + box(ctx, AX, AY, AW, B - AY, 34);
  s += rect(AX + 30, AY + 10, AW - 60, 8, 4, "#00000026");
  const round = pick(ctx, 2, 2) === 0;
  const dx = 200;
  const dy = AY + 64;
  const temp = 160 + pick(ctx, 3, 5) * 10;
  if (round) {
    s += circle(dx, dy, 26, "#15181c", st(p.dark ? "#5d646e" : "#00000040", 1.2)) + text(dx, dy + 3, 11, INK.amber, `${temp}°`, { "font-weight": 700 });
    s += text(dx, dy + 14, 6, "#c9ced6", `${10 + pick(ctx, 4, 20)}:00`);
  } else {
    s += display(ctx, dx - 36, dy - 16, 72, 24, `${temp}°`, INK.amber);
    s += button(ctx, dx - 26, dy + 18, 4) + button(ctx, dx, dy + 18, 4, "#5ad17a") + button(ctx, dx + 26, dy + 18, 4);
  }
  s += brand(ctx, dx, AY + 31, 7);
  const drawers = dual ? [[AX + 10, AW / 2 - 13], [200 + 3, AW / 2 - 13]] : [[AX + 10, AW - 20]];
  for (const [x, w] of drawers as [number, number][]) {
    let top = split;
    let dw = w;
    let dx0 = x;
    if (opened && x === AX + 10) {
      // Drawer pulled out towards the viewer: cavity behind, basket of fries above the lowered drawer front.
      s += rect(x, split, w, B - split - 12, 14, "#1b1e22") + glow(ctx, "ag", x + w / 2, split + 14, w / 2, 14, "#ff7a30", 0.7);
      s += rect(x + 8, split + 14, w - 16, 40, 10, "#34383e", st("#15171a", 1.2)) + ellipse(x + w / 2, split + 20, w / 2 - 12, 7, "#15171a");
      s += fries(x + w / 2, split + 26, w - 36);
      top = split + 42;
      dw = w + 10;
      dx0 = x - 5;
    }
    s += rect(dx0, top, dw, B - (top === split ? 12 : 2) - top, 14, bodyFill(ctx), st(p.line, 1.4));
    s += rect(dx0 + dw / 2 - 24, top + 26, 48, 16, 8, p.dark ? "#0f1113" : "#2b2e33");
    s += rect(dx0 + dw / 2 - 6, top + 28, 12, 5, 2, p.metal ? "#8d949c" : chrome(ctx));
    if (top === split) s += rect(dx0 + 12, top + 60, dw - 24, 20, 6, glassFill(ctx), { opacity: 0.6 });
  }
  ctx.focus = [dx - 60, dy - 40, 120, 74];
  return s;
}

const airfryer: Drawer = { front: (ctx) => fryer(ctx, false), open: (ctx) => fryer(ctx, true) };

export const smallKitchen: Record<string, Drawer> = { koffiemachine, waterkoker, airfryer, ...foodPrep };
