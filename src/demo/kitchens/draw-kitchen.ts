/**
 * The demo kitchens' images, drawn as SVG from a kitchen's facts: 1 the kitchen
 * seen from the front (wall and base cabinets in its fronts' colour, worktop,
 * oven, hob, hood, an island in front when it has one), 2 its floor plan with
 * the measures, 3 a close-up of front and worktop. Pure and deterministic, like
 * the product drawings (src/demo/images).
 */
import { KITCHEN_IMAGE_ALTS, type KitchenLayout } from "@/domain/kitchens/kitchen";
import { circle, esc, line, rect, text } from "@/demo/images/svg";

export { KITCHEN_IMAGE_COUNT } from "@/domain/kitchens/kitchen";

export interface KitchenDrawingFacts {
  kitchenId: number;
  name: string;
  layout: KitchenLayout;
  frontColour: string;
  worktop: string;
  widthCm: number;
  depthCm: number;
}

const W = 800;
const H = 600;

/** Light or dark lines on the fronts, by how light the fronts are. */
function isLight(hex: string): boolean {
  const value = Number.parseInt(hex.slice(1), 16);
  const r = (value >> 16) & 255;
  const g = (value >> 8) & 255;
  const b = value & 255;
  return 0.299 * r + 0.587 * g + 0.114 * b > 150;
}

function worktopColour(worktop: string): string {
  const text = worktop.toLowerCase();
  if (text.includes("zwart") || text.includes("graniet")) return "#26262a";
  if (text.includes("eiken")) return "#b98b57";
  if (text.includes("rvs")) return "#b8bcc2";
  if (text.includes("beton") || text.includes("hardsteen")) return "#7d7f82";
  return "#eeeae4";
}

function svg(body: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${esc(label)}">${body}</svg>`;
}

function front(facts: KitchenDrawingFacts): string {
  const fill = facts.frontColour;
  const seam = isLight(fill) ? "rgba(0,0,0,.18)" : "rgba(255,255,255,.22)";
  const top = worktopColour(facts.worktop);
  const parts: string[] = [];
  // Wall and floor.
  parts.push(rect(0, 0, W, H, 0, "#f4f1ec"), rect(0, 470, W, 130, 0, "#d9d2c7"), rect(60, 300, 680, 70, 0, "#e7e2da"));
  // Wall cabinets with a gap for the hood.
  const wallUnits = [60, 170, 280, 520, 630];
  for (const x of wallUnits) parts.push(rect(x, 110, 106, 150, 3, fill), rect(x + 4, 114, 98, 142, 2, "none", { stroke: seam, "stroke-width": 2 }));
  // Hood.
  parts.push(rect(420, 60, 36, 140, 0, "#9aa0a6"), `<path d="M372 200h132l30 60H342z" fill="#b5bac0"/>`);
  // Tall column with oven.
  parts.push(rect(660, 110, 80, 360, 3, fill), rect(670, 250, 60, 70, 4, "#202226"), rect(676, 258, 48, 8, 2, "#555a60"));
  // Base cabinets.
  const baseUnits = [60, 160, 260, 360, 460, 560];
  for (const x of baseUnits) parts.push(rect(x, 385, 96, 85, 3, fill), line(x + 20, 398, x + 76, 398, seam, 3));
  // Worktop, hob and sink.
  parts.push(rect(50, 370, 610, 16, 2, top), rect(380, 364, 110, 6, 2, "#1c1c1e"), rect(160, 364, 90, 6, 2, "#c4c8cc"), rect(198, 318, 6, 46, 3, "#8d9297"), rect(198, 318, 30, 6, 3, "#8d9297"));
  // Plinth.
  parts.push(rect(60, 470, 600, 10, 0, "#2a2a2a", { opacity: 0.25 }));
  if (facts.layout === "eiland" || facts.layout === "parallel") {
    parts.push(rect(180, 440, 440, 18, 2, top), rect(190, 458, 420, 92, 3, fill, { stroke: seam, "stroke-width": 2 }), rect(200, 550, 400, 8, 0, "#2a2a2a", { opacity: 0.25 }));
  }
  // A plant and a lamp, for scale.
  parts.push(line(300, 0, 300, 40, "#444", 2), circle(300, 52, 14, "#f2c14e"), rect(96, 338, 22, 32, 4, "#7a5a3a"), circle(107, 328, 16, "#5c8a4e"));
  return svg(parts.join(""), `${facts.name}, ${KITCHEN_IMAGE_ALTS[0]}`);
}

function floorPlan(facts: KitchenDrawingFacts): string {
  const fill = facts.frontColour;
  const top = worktopColour(facts.worktop);
  const parts: string[] = [rect(0, 0, W, H, 0, "#fbfaf7")];
  // The room, scaled so the kitchen's width fills 560 px.
  const scale = 560 / Math.max(facts.widthCm, facts.depthCm);
  const w = facts.widthCm * scale;
  const d = Math.max(facts.depthCm, 65) * scale;
  const x0 = (W - w) / 2;
  const y0 = 90;
  const run = 62 * scale;
  parts.push(rect(x0 - 10, y0 - 10, w + 20, Math.min(d + 20, 440), 0, "none", { stroke: "#555", "stroke-width": 6 }));
  const block = (x: number, y: number, bw: number, bh: number) => rect(x, y, bw, bh, 2, top, { stroke: fill, "stroke-width": 6 });
  parts.push(block(x0, y0, w, run));
  if (facts.layout === "l-keuken" || facts.layout === "hoek" || facts.layout === "u-keuken") parts.push(block(x0, y0, run, Math.min(d, 400)));
  if (facts.layout === "u-keuken") parts.push(block(x0 + w - run, y0, run, Math.min(d, 400)));
  if (facts.layout === "parallel") parts.push(block(x0, y0 + Math.min(d, 400) - run, w, run));
  if (facts.layout === "eiland") parts.push(block(x0 + w * 0.25, y0 + Math.min(d, 400) * 0.55, w * 0.5, run * 1.4));
  // Measures.
  parts.push(
    line(x0, 540, x0 + w, 540, "#333", 2),
    line(x0, 530, x0, 550, "#333", 2),
    line(x0 + w, 530, x0 + w, 550, "#333", 2),
    text(W / 2, 575, 24, "#333", `${facts.widthCm} cm`, { "text-anchor": "middle", "font-family": "sans-serif" }),
    text(W / 2, 50, 26, "#333", `Plattegrond ${facts.name}`, { "text-anchor": "middle", "font-family": "sans-serif", "font-weight": 700 }),
  );
  if (facts.layout !== "recht") parts.push(text(x0 + w + 16, y0 + 200, 22, "#333", `${facts.depthCm} cm`, { "text-anchor": "start", "font-family": "sans-serif" }));
  return svg(parts.join(""), `${facts.name}, ${KITCHEN_IMAGE_ALTS[1]}`);
}

function detail(facts: KitchenDrawingFacts): string {
  const fill = facts.frontColour;
  const seam = isLight(fill) ? "rgba(0,0,0,.2)" : "rgba(255,255,255,.25)";
  const top = worktopColour(facts.worktop);
  const parts = [
    rect(0, 0, W, H, 0, "#efebe5"),
    rect(0, 0, W, 180, 0, "#e2ddd5"),
    rect(0, 180, W, 54, 0, top),
    rect(0, 228, W, 6, 0, "rgba(0,0,0,.15)"),
    rect(30, 250, 360, 330, 6, fill),
    rect(410, 250, 360, 330, 6, fill),
    rect(40, 260, 340, 310, 4, "none", { stroke: seam, "stroke-width": 3 }),
    rect(420, 260, 340, 310, 4, "none", { stroke: seam, "stroke-width": 3 }),
    rect(170, 280, 100, 10, 5, "#b08d57"),
    rect(550, 280, 100, 10, 5, "#b08d57"),
    circle(640, 120, 34, "#fff", { opacity: 0.7 }),
    rect(520, 110, 70, 70, 8, "#f7f7f7", { stroke: "#ccc", "stroke-width": 2 }),
  ];
  return svg(parts.join(""), `${facts.name}, ${KITCHEN_IMAGE_ALTS[2]}`);
}

/** The kitchen's image `image` (1 to KITCHEN_IMAGE_COUNT), or null for another number. */
export function drawKitchen(facts: KitchenDrawingFacts, image: number): string | null {
  if (image === 1) return front(facts);
  if (image === 2) return floorPlan(facts);
  if (image === 3) return detail(facts);
  return null;
}
