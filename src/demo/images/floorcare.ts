/** Floor and textile care: stofzuiger, strijkijzer; plus the neutral generic appliance. */
import { INK } from "./palette";
import { FLOOR, bodyFill, box, brand, button, chromeH, display, dotRing, glassFill, knob, seam, shadow, steam } from "./parts";
import { type DrawContext, type Drawer, choose, circle, d, dots, ellipse, linear, path, pick, rect, st, text } from "./svg";

// ---------------------------------------------------------------------------
// stofzuiger: canister or stick by variant

function dust(x: number, y: number): string {
  const pts: [number, number][] = [];
  for (let i = 0; i < 9; i++) pts.push([x - 30 + ((i * 23) % 60), y - ((i * 7) % 12)]);
  return dots(pts, 2.4, "#8a7f72", { opacity: 0.7 }) + path(d`M${x - 40} ${y - 20}h-18M${x - 36} ${y - 8}h-24`, "none", st("#b9c0c8", 2, { "stroke-linecap": "round" }));
}

function canister(ctx: DrawContext, running: boolean): string {
  const p = ctx.p;
  const body = bodyFill(ctx);
  let s = shadow(ctx, 180, 160);
  // Floor nozzle, wand and hose.
  s += path(d`M44 346q0-14 14-14h62q10 0 10 10v4z`, "#2b2e33") + rect(44, 342, 88, 6, 2, "#17191c");
  s += path(d`M110 334L196 110`, "none", st(chromeH(ctx), 9, { "stroke-linecap": "round" }));
  s += path(d`M196 110l14-40q4-8 12-4l10 6`, "none", st("#2b2e33", 12, { "stroke-linecap": "round", "stroke-linejoin": "round" }));
  const hose = d`M226 74q70 10 60 90t-20 130`;
  s += path(hose, "none", st("#3a3f46", 13, { "stroke-linecap": "round" })) + path(hose, "none", st("#5a6068", 13, { "stroke-dasharray": "2 4" }));
  // Body.
  const big = pick(ctx, 1, 2) === 0;
  const bx = 200;
  const by = big ? 246 : 262;
  s += path(d`M${bx} ${FLOOR - 8}q-6-${FLOOR - by - 20} 30-${FLOOR - by - 8}h${big ? 90 : 70}q30 6 32 ${FLOOR - by - 20}v10q0 6-8 6z`, body, st(p.line, 1.4));
  s += path(d`M${bx + 22} ${by + 18}q10-24 ${big ? 80 : 62}-18`, "none", st(p.dark ? "#ffffff30" : "#ffffff90", 3, { "stroke-linecap": "round" }));
  s += circle(bx + (big ? 108 : 88), FLOOR - 24, 22, "#2b2e33") + circle(bx + (big ? 108 : 88), FLOOR - 24, 12, chromeH(ctx));
  s += rect(bx - 8, FLOOR - 46, 24, 28, 8, "#2b2e33");
  s += ellipse(bx + (big ? 62 : 50), by + 22, 13, 6, p.dark ? "#3a3f46" : "#2b2e33");
  s += knob(ctx, bx + (big ? 62 : 50), by + 20, 7, running ? 60 : -40, ctx.view === "detail" ? 7 : 0);
  s += brand(ctx, bx + 40, FLOOR - 30, 8);
  if (running) s += dust(80, 326);
  ctx.focus = [bx + 10, by - 10, 110, 70];
  return s;
}

function stick(ctx: DrawContext, running: boolean): string {
  const p = ctx.p;
  let s = shadow(ctx, 200, 90);
  s += rect(195.5, 150, 9, 180, 4.5, chromeH(ctx), st("#7d848d", 0.8));
  // Floor head with LED.
  s += path(d`M140 346q0-22 20-22h80q20 0 20 22z`, "#2b2e33");
  s += rect(146, 338, 108, 8, 3, choose(ctx, 3, ["#3a3f46", "#5b3a7a", "#1f5f7a"] as const));
  if (running) s += path(d`M146 344l-60 6h62z`, linear(ctx, "led", [[0, "#7dff9c", 0], [1, "#7dff9c", 0.6]], [0, 0, 1, 0])) + dust(100, 340);
  s += circle(150, 342, 2.4, running ? "#7dff9c" : "#5b626c");
  // Motor, bin and handle.
  s += path(d`M180 40q20-18 40 0l10 70h-60z`, "none", st(p.line, 14, { "stroke-linejoin": "round" }));
  s += path(d`M180 40q20-18 40 0l10 70h-60z`, "none", st(p.metal ? "#2b2e33" : p.base, 11, { "stroke-linejoin": "round" }));
  s += rect(176, 100, 48, 60, 16, bodyFill(ctx), st(p.line, 1.4));
  s += rect(182, 160, 36, 70, 14, linear(ctx, "bin", [[0, "#e8f0f6", 0.7], [1, "#c9d7e2", 0.9]]), st("#8aa3b8", 1.4));
  s += rect(186, 196, 28, 30, 10, "#9a8f83", { opacity: running ? 0.6 : 0.3 });
  s += circle(200, 122, 11, "#111418", st(p.line, 1));
  s += text(200, 125.5, 8, running ? INK.green : INK.cyan, `${60 + pick(ctx, 2, 40)}`, { "font-weight": 700 });
  s += rect(224, 110, 22, 40, 8, "#3a3f46", st("#00000040", 1));
  s += brand(ctx, 200, 150, 6);
  ctx.focus = [168, 84, 84, 80];
  return s;
}

/** A robot vacuum, seen from above at an angle: a disc on the floor, its laser tower on top, a side brush in front. */
function robot(ctx: DrawContext, running: boolean): string {
  const p = ctx.p;
  const cx = 200;
  const top = FLOOR - 96;
  let s = shadow(ctx, cx, 160);
  // The bumper all round, then the lid.
  s += path(d`M46 ${top}v30q0 62 154 62t154-62v-30z`, "#2b2e33", st(p.line, 1.2));
  s += path(d`M52 ${top + 18}q6 52 148 56q142-4 148-56`, "none", st("#4a5058", 2));
  s += ellipse(cx, top, 154, 62, bodyFill(ctx), st(p.line, 1.4));
  s += ellipse(cx, top + 4, 118, 46, "none", st(p.dark ? "#ffffff30" : "#00000022", 1.5));
  // Laser tower.
  s += rect(cx - 36, top - 34, 72, 26, 8, "#3a3f46") + ellipse(cx, top - 34, 36, 12, "#4a5058") + ellipse(cx, top - 8, 36, 12, "#2b2e33");
  s += rect(cx - 28, top - 25, 56, 5, 2.5, running ? INK.green : "#6b737c", { opacity: 0.85 });
  // Buttons, status light, maker's name.
  s += circle(cx - 44, top + 20, 7, "#3a3f46") + circle(cx + 44, top + 20, 7, running ? INK.green : INK.cyan);
  s += brand(ctx, cx, top + 46, 9);
  // Side brush at the front left, turning when running.
  const turn = running ? 25 : 0;
  for (let arm = 0; arm < 3; arm += 1) {
    const angle = ((arm * 120 + turn) * Math.PI) / 180;
    s += path(d`M92 ${FLOOR - 14}l${Math.cos(angle) * 34} ${Math.sin(angle) * 12}`, "none", st("#5a6068", 2.4, { "stroke-linecap": "round" }));
  }
  if (running) s += dust(56, FLOOR - 2) + path(d`M356 ${top - 6}h30M362 ${top + 10}h22`, "none", st("#b9c0c8", 2, { "stroke-linecap": "round" }));
  ctx.focus = [cx - 80, top - 50, 160, 110];
  return s;
}

/** The product's kind picks the shape; without one, the variant does. */
function vacuum(ctx: DrawContext, running: boolean): string {
  const model = ctx.model?.toLowerCase() ?? "";
  if (model.includes("robot")) return robot(ctx, running);
  if (model.includes("steel")) return stick(ctx, running);
  if (model.includes("slede")) return canister(ctx, running);
  return pick(ctx, 9, 2) === 0 ? canister(ctx, running) : stick(ctx, running);
}

const stofzuiger: Drawer = {
  front: (ctx) => vacuum(ctx, false),
  open: (ctx) => vacuum(ctx, true),
};

// ---------------------------------------------------------------------------
// strijkijzer: iron or steam generator by variant

function iron(ctx: DrawContext, steaming: boolean): string {
  const p = ctx.p;
  const station = pick(ctx, 1, 3) === 0;
  const lift = steaming ? 14 : 0;
  const base = station ? 292 : FLOOR - 4;
  let s = shadow(ctx, 200, station ? 150 : 120);
  if (station) {
    s += rect(56, 292, 288, 54, 24, bodyFill(ctx), st(p.line, 1.4));
    s += rect(74, 306, 90, 30, 10, linear(ctx, "wt", [[0, "#d7ecf8", 0.9], [1, "#7cc0ea", 0.9]]), st("#5f9cc6", 1));
    s += display(ctx, 262, 306, 58, 20, `${choose(ctx, 4, ["••", "•••", "MAX"] as const)}`, INK.cyan);
    s += path(d`M62 300q-40-60 20-110`, "none", st("#3a3f46", 6, { "stroke-linecap": "round" }));
  } else {
    s += path(d`M64 ${base - 40}q-30 20-20 ${36}`, "none", st("#3a3f46", 5, { "stroke-linecap": "round" }));
  }
  const y = base - lift;
  if (steaming) s += steam(ctx, 350, y + 4, 0.7) + steam(ctx, 66, y + 4, 0.5);
  // Sole plate.
  const sole = d`M74 ${y - 14}H312Q336 ${y - 12} 344 ${y - 6}L338 ${y}H80Q70 ${y} 70 ${y - 8}z`;
  s += path(sole, linear(ctx, "so", [[0, "#f4f6f8"], [1, "#9aa1a9"]]), st("#6f767e", 1.2));
  // Body shell with handle.
  const shell = d`M78 ${y - 14}Q70 ${y - 60} 104 ${y - 72}L236 ${y - 96}Q300 ${y - 96} 342 ${y - 12}z`;
  s += path(shell, bodyFill(ctx), st(p.line, 1.4, { "stroke-linejoin": "round" }));
  s += path(d`M96 ${y - 70}Q110 ${y - 150} 176 ${y - 150}H250Q266 ${y - 150} 262 ${y - 134}L240 ${y - 92}`, "none", st(p.line, 22, { "stroke-linecap": "round", "stroke-linejoin": "round" }));
  s += path(d`M96 ${y - 70}Q110 ${y - 150} 176 ${y - 150}H250Q266 ${y - 150} 262 ${y - 134}L240 ${y - 92}`, "none", st(p.metal ? "#2b2e33" : p.base, 18, { "stroke-linecap": "round", "stroke-linejoin": "round" }));
  s += path(d`M244 ${y - 88}Q300 ${y - 88} 330 ${y - 20}H244z`, linear(ctx, "tk", [[0, "#e4f3fb", 0.85], [1, "#8ccbf0", 0.85]]), st("#6aa8d2", 1));
  s += rect(188, y - 162, 20, 10, 4, p.dark ? "#5a6068" : "#2b2e33") + rect(214, y - 160, 14, 8, 4, "#4f95d6");
  s += knob(ctx, 160, y - 50, 13, -60 + pick(ctx, 2, 6) * 24, ctx.view === "detail" ? 7 : 0);
  s += brand(ctx, 200, y - 28, 8, "middle", p.ink);
  if (pick(ctx, 3, 2) === 0) s += seam(ctx, 86, y - 24, 330, y - 24, 1);
  if (steaming) {
    s += path(d`M120 ${y + 6}q10 8 0 14M180 ${y + 6}q10 8 0 14M240 ${y + 6}q10 8 0 14M300 ${y + 6}q10 8 0 14`, "none", st("#cfd7e0", 4, { "stroke-linecap": "round" }));
    s += rect(80, base - 3, 250, 4, 2, "#000", { opacity: 0.08 });
  }
  ctx.focus = [120, y - 172, 140, 140];
  return s;
}

const strijkijzer: Drawer = { front: (ctx) => iron(ctx, false), open: (ctx) => iron(ctx, true) };

export const floorcare: Record<string, Drawer> = { stofzuiger, strijkijzer };

// ---------------------------------------------------------------------------
// Generic: a neutral appliance box for unknown product types.

export const generic: Drawer = {
  front: (ctx) => {
    let s = shadow(ctx, 200, 120) + box(ctx, 110, 110, 180, FLOOR - 116, 14);
    s += seam(ctx, 111, 160, 289, 160);
    s += display(ctx, 176, 124, 48, 20, `${pick(ctx, 1, 9) + 1}:${pick(ctx, 2, 6)}0`, INK.cyan);
    s += knob(ctx, 138, 134, 12, -30 + pick(ctx, 3, 4) * 30, ctx.view === "detail" ? 7 : 0) + dotRing(ctx, 138, 134, 18, 7, 0.9);
    s += button(ctx, 246, 134, 4) + button(ctx, 266, 134, 4, "#5ad17a");
    s += rect(126, 176, 148, 140, 8, "none", st(ctx.p.line, 1.2));
    s += brand(ctx, 200, 300, 8);
    ctx.focus = [112, 104, 176, 60];
    return s;
  },
  open: (ctx) => {
    let s = shadow(ctx, 200, 120) + box(ctx, 110, 110, 180, FLOOR - 116, 14);
    s += seam(ctx, 111, 160, 289, 160);
    s += display(ctx, 176, 124, 48, 20, "ON", INK.green);
    s += rect(126, 176, 148, 140, 8, linear(ctx, "gi", [[0, "#ffffff"], [1, "#d6dce3"]]), st("#9aa3ad", 1.2));
    s += path(d`M126 176L70 160V330L126 316z`, bodyFill(ctx), st(ctx.p.line, 1.2)) + path(d`M116 186L80 176V314L116 306z`, glassFill(ctx), { opacity: 0.5 });
    return s;
  },
};
