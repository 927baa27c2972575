import { ENERGY_CLASS_TEXT_COLOUR, energyClassColour } from "@/domain/catalogue/energy-label";

import { describeScale, type EnergyLabelInfo } from "./energy-label-info";

const WIDTH = 300;
const SCALE_TOP = 118;
const ROW = 34;
const STARS = Array.from({ length: 12 }, (_, i) => {
  const angle = (i / 12) * Math.PI * 2;
  return { x: 30 + Math.cos(angle) * 15, y: 34 + Math.sin(angle) * 15 };
});

/**
 * A clean drawing of the EU energy label from the product's data: the scale with
 * its coloured arrows, the product's class in a black arrow beside its row,
 * supplier and model, and the key figures. Always on white, like the printed label.
 */
export function EnergyLabel({ label, titleId, width = 300 }: { label: EnergyLabelInfo; titleId: string; width?: number | string }) {
  const rows = label.scale.length;
  const index = Math.max(0, label.scale.indexOf(label.energyClass));
  const scaleBottom = SCALE_TOP + rows * ROW;
  const figuresTop = scaleBottom + 22;
  const height = figuresTop + (label.figures.length > 0 ? 92 : 20) + 26;
  const oldScale = label.scale[0] === "A+++";
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width={width}
      style={{ display: "block", maxWidth: "100%", height: "auto" }}
      fontFamily="Arial, Helvetica, sans-serif"
    >
      <title id={titleId}>
        {`Energielabel ${label.supplier} ${label.model}: energieklasse ${label.energyClass} op een schaal van ${describeScale(label.scale)}`}
      </title>
      <rect x="1" y="1" width={WIDTH - 2} height={height - 2} rx="6" fill="#ffffff" stroke="#1d1d1b" strokeWidth="2" />
      {/* The band with the EU flag and the word ENERG. */}
      <rect x="8" y="8" width="44" height="52" fill="#0e47a1" />
      {STARS.map((star, i) => (
        <circle key={i} cx={star.x} cy={star.y} r="2.2" fill="#ffdd00" />
      ))}
      <rect x="52" y="8" width={WIDTH - 60} height="52" fill="#0e47a1" />
      <text x="62" y="47" fill="#ffffff" fontSize="32" fontWeight="700" textLength="112" lengthAdjust="spacingAndGlyphs">
        ENERG
      </text>
      <text x="186" y="30" fill="#ffffff" fontSize="11" fontWeight="700">
        Y · IJA · IE
      </text>
      <text x="186" y="46" fill="#ffffff" fontSize="11" fontWeight="700">
        IA · ΕΙΑ · Я
      </text>
      {/* Supplier and model. */}
      <text x="12" y="84" fill="#1d1d1b" fontSize="15" fontWeight="700">
        {label.supplier}
      </text>
      <text x={WIDTH - 12} y="84" fill="#1d1d1b" fontSize="13" textAnchor="end">
        {label.model.length > 26 ? `${label.model.slice(0, 25)}…` : label.model}
      </text>
      <line x1="8" y1="98" x2={WIDTH - 8} y2="98" stroke="#1d1d1b" strokeWidth="1" />
      {/* The scale. */}
      {label.scale.map((energyClass, i) => {
        const y = SCALE_TOP + i * ROW;
        const w = 70 + i * 16;
        const h = ROW - 8;
        return (
          <g key={energyClass}>
            <polygon
              points={`12,${y} ${12 + w},${y} ${12 + w + h / 2},${y + h / 2} ${12 + w},${y + h} 12,${y + h}`}
              fill={energyClassColour(energyClass, oldScale)}
            />
            <text x="20" y={y + h / 2 + 7} fill={ENERGY_CLASS_TEXT_COLOUR} fontSize="20" fontWeight="700">
              {energyClass}
            </text>
          </g>
        );
      })}
      {/* The product's class: a black arrow pointing at its row. */}
      <g>
        <polygon
          points={`${WIDTH - 12},${SCALE_TOP + index * ROW - 4} ${WIDTH - 84},${SCALE_TOP + index * ROW - 4} ${WIDTH - 102},${SCALE_TOP + index * ROW + (ROW - 8) / 2} ${WIDTH - 84},${SCALE_TOP + index * ROW + ROW - 4} ${WIDTH - 12},${SCALE_TOP + index * ROW + ROW - 4}`}
          fill="#1d1d1b"
        />
        <text x={WIDTH - 48} y={SCALE_TOP + index * ROW + ROW / 2 + 7} fill="#ffffff" fontSize={label.energyClass.length > 2 ? 18 : 26} fontWeight="700" textAnchor="middle">
          {label.energyClass}
        </text>
      </g>
      <line x1="8" y1={scaleBottom + 6} x2={WIDTH - 8} y2={scaleBottom + 6} stroke="#1d1d1b" strokeWidth="1" />
      {/* The key figures, in boxes as the label prints them. */}
      {label.figures.map((figure, i) => {
        const count = label.figures.length;
        const gap = 8;
        const boxWidth = (WIDTH - 24 - gap * (count - 1)) / count;
        const x = 12 + i * (boxWidth + gap);
        // About 5.5 px a character at 10 px: a longer caption is pressed into the box rather than cut off.
        const captionFits = (figure.caption?.length ?? 0) * 5.5 <= boxWidth - 8;
        return (
          <g key={`${figure.value} ${figure.caption ?? ""}`}>
            <rect x={x} y={figuresTop} width={boxWidth} height="74" rx="4" fill="none" stroke="#1d1d1b" strokeWidth="1.5" />
            <text x={x + boxWidth / 2} y={figuresTop + (figure.caption ? 36 : 44)} fill="#1d1d1b" fontSize={figure.value.length > 7 ? 15 : 18} fontWeight="700" textAnchor="middle">
              {figure.value}
            </text>
            {figure.caption ? (
              <text
                x={x + boxWidth / 2}
                y={figuresTop + 58}
                fill="#1d1d1b"
                fontSize="10"
                textAnchor="middle"
                {...(captionFits ? {} : { textLength: boxWidth - 8, lengthAdjust: "spacingAndGlyphs" })}
              >
                {figure.caption}
              </text>
            ) : null}
          </g>
        );
      })}
      <text x={WIDTH / 2} y={height - 14} fill="#1d1d1b" fontSize="11" textAnchor="middle">
        {`${label.productType} · schaal ${describeScale(label.scale)}`}
      </text>
    </svg>
  );
}

/** The product information sheet as a table. */
export function ProductSheetTable({ label, caption }: { label: EnergyLabelInfo; caption?: string }) {
  return (
    <table style={{ borderCollapse: "collapse", width: "100%", maxWidth: 640, fontSize: 14 }}>
      {caption ? <caption style={{ textAlign: "left", fontWeight: 700, paddingBottom: 8 }}>{caption}</caption> : null}
      <tbody>
        {label.sheet.map((row) => (
          <tr key={row.label} style={{ borderBottom: "1px solid var(--mui-palette-divider)" }}>
            <th scope="row" style={{ textAlign: "left", fontWeight: 400, color: "var(--mui-palette-text-secondary)", padding: "6px 12px 6px 0", verticalAlign: "top" }}>
              {row.label}
            </th>
            <td style={{ padding: "6px 0", fontWeight: 600 }}>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
