import { describe, expect, it } from "vitest";
import { column, gridRow } from "../../testing/table-test-columns.ts";
import { printCellStyles, printTableBody } from "./print-table-body.ts";

const row = gridRow;

/** The markup as the printed table's body holds it. */
function body(html: string): HTMLTableSectionElement {
  const table = document.createElement("table");
  const tbody = table.createTBody();
  tbody.innerHTML = html;
  return tbody;
}

const name = column("name", { format: "TEXT", isRowHeader: true });
const balance = column("balance", { format: "CURRENCY", precision: 0 });

describe("a printed table's body", () => {
  it("shows hostile names as text, never as markup", () => {
    const hostile = `<img src=x onerror="alert('x')"> & "Loans" </td><td>`;
    const tbody = body(printTableBody([name, balance], [row("a", 0, { name: hostile, balance: 1234 })]));
    expect(tbody.querySelector("img")).toBeNull();
    expect(tbody.rows).toHaveLength(1);
    const cells = [...(tbody.rows[0]?.cells ?? [])].map((c) => c.textContent);
    expect(cells).toEqual([hostile, "1,234"]);
  });

  it("writes each cell as the screen formats it, numbers right, row headers indented by level", () => {
    const share = column("share", { format: "PERCENTAGE", divisor: 0.01, emphasize: true });
    const tbody = body(
      printTableBody(
        [name, balance, share],
        [
          row("t", 0, { name: "Total", balance: -5, share: 0.5 }),
          row("c", 2, { name: "Cars", balance: null, share: null }),
        ],
      ),
    );
    const [total, cars] = [...tbody.rows].map((r) => [...r.cells]);
    expect(total?.map((c) => c.textContent)).toEqual(["Total", "(5)", "50.00%"]);
    expect(cars?.map((c) => c.textContent)).toEqual(["Cars", "N/A", "N/A"]);
    expect(total?.map((c) => c.className)).toEqual(["l0 b", "n", "n b"]);
    expect(cars?.map((c) => c.className)).toEqual(["l2", "n", "n b"]);
  });

  it("has a style rule for every class it writes", () => {
    const rules = printCellStyles(3);
    expect(rules["& td.l2"]).toEqual({ paddingLeft: "28px" });
    expect(rules["& td.n"]).toEqual({ textAlign: "right" });
    expect(rules["& td.b"]).toEqual({ fontWeight: 600 });
    expect(rules["& td.l3"]).toBeUndefined();
  });

  it("marks a breached limit's answer, in the column that answers the table", () => {
    const answer = column("status", { format: "TEXT", isAnswer: true });
    const tbody = body(
      printTableBody(
        [name, answer],
        [
          row("ok", 0, { name: "NEV Ratio", status: "Yes", breach: false }),
          row("no", 0, { name: "NEV % Change", status: "No", breach: true }),
        ],
      ),
    );
    const [ok, no] = [...tbody.rows].map((r) => r.cells[1]);
    expect(no?.textContent).toBe("No");
    expect(no?.className).not.toBe(ok?.className);
    const rule = Object.entries(printCellStyles(1)).find(
      ([selector]) => no?.className && selector.endsWith(`.${no.className.split(" ").at(-1)}`),
    );
    expect(rule?.[1]).toMatchObject({ fontWeight: 700 });
  });

  it("marks a figure beyond its limit as it marks a breached answer, in that figure's cell only", () => {
    const answer = column("status", { format: "TEXT", isAnswer: true });
    const share = (field: string) => column(field, { format: "PERCENTAGE", divisor: 0.01 });
    const tbody = body(
      printTableBody(
        [name, share("base"), share("rising"), answer],
        [
          row("nevChange", 0, {
            name: "NEV % Change",
            base: 0,
            rising: -0.362,
            status: "Outside policy",
            breach: true,
            breach_base: false,
            breach_rising: true,
          }),
        ],
      ),
    );
    const [, base, rising, status] = [...(tbody.rows[0]?.cells ?? [])];
    expect(rising?.textContent).toBe("(36.20%)");
    const breachClass = status?.className;
    expect(breachClass).toBeTruthy();
    expect(rising?.className).toBe(`n ${breachClass}`);
    expect(base?.className).toBe("n");
  });
});
