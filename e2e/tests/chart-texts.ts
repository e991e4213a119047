import type { Locator } from "@playwright/test";

export interface ChartTextCheck {
  /** Axis texts found (ticks and titles): a check that found none checked nothing. */
  axisTexts: number;
  /** Texts that reach past their chart's drawing (cut off), and axis texts lying on one another. */
  faults: string[];
}

/**
 * Checks the texts of the charts (SVGs) `charts` finds: none reaches past its chart's box, and
 * no two axis texts overlap. Tilted labels are compared as the rotated boxes they are drawn in
 * (their screen boxes overlap while the labels stand apart). Axis texts are Nivo's: a tick's
 * label beside its tick line, an axis title beside the axis line.
 */
export function chartTextCheck(charts: Locator): Promise<ChartTextCheck> {
  return charts.evaluateAll((svgs) => {
    type Point = { x: number; y: number };
    const corners = (t: SVGGraphicsElement): Point[] => {
      const b = t.getBBox();
      const m = t.getScreenCTM();
      if (!m) return [];
      return [
        [b.x, b.y],
        [b.x + b.width, b.y],
        [b.x + b.width, b.y + b.height],
        [b.x, b.y + b.height],
      ].map(([x = 0, y = 0]) => ({ x: m.a * x + m.c * y + m.e, y: m.b * x + m.d * y + m.f }));
    };
    // Separating axis test of two convex quadrilaterals, with half a pixel of slack.
    const overlap = (p: Point[], q: Point[]) => {
      for (const poly of [p, q]) {
        for (let i = 0; i < poly.length; i++) {
          const a = poly[i]!;
          const b = poly[(i + 1) % poly.length]!;
          const normal = { x: b.y - a.y, y: a.x - b.x };
          const length = Math.hypot(normal.x, normal.y) || 1;
          const project = (pts: Point[]) => pts.map((pt) => (pt.x * normal.x + pt.y * normal.y) / length);
          const [pp, qq] = [project(p), project(q)];
          if (Math.min(Math.max(...pp), Math.max(...qq)) - Math.max(Math.min(...pp), Math.min(...qq)) <= 0.5)
            return false;
        }
      }
      return true;
    };
    let axisTexts = 0;
    const faults: string[] = [];
    for (const svg of svgs) {
      const box = svg.getBoundingClientRect();
      const texts = Array.from(svg.querySelectorAll<SVGTextElement>("text")).filter((t) =>
        (t.textContent ?? "").trim(),
      );
      const axis: { text: string; corners: Point[] }[] = [];
      for (const t of texts) {
        const c = corners(t);
        const text = t.textContent ?? "";
        const outside = c.some(
          (pt) =>
            pt.x < box.left - 0.5 ||
            pt.x > box.right + 0.5 ||
            pt.y < box.top - 0.5 ||
            pt.y > box.bottom + 0.5,
        );
        if (outside) faults.push(`'${text}' is cut off at the chart's edge`);
        if (t.parentElement?.querySelector(":scope > line")) axis.push({ text, corners: c });
      }
      axisTexts += axis.length;
      axis.forEach((a, i) => {
        for (const b of axis.slice(i + 1))
          if (overlap(a.corners, b.corners)) faults.push(`'${a.text}' lies on '${b.text}'`);
      });
    }
    return { axisTexts, faults };
  });
}
