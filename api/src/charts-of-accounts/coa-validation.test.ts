import { describe, expect, it } from "vitest";
import { HttpError } from "../http/http-error.ts";
import { parseCoaTree } from "./coa-validation.ts";

type Raw = Record<string, unknown>;

const node = (
  id: number | string,
  parentId: number | string | null,
  key: string,
  children: Raw[] = [],
): Raw => ({
  id,
  parentId,
  key,
  description: key,
  folderType: children.length ? 2 : 4,
  rollUp: true,
  nevVisible: true,
  niiVisible: false,
  children,
});

const tree = (): Raw =>
  node(0, null, "COA", [
    node(1, 0, "Assets", [node(2, 1, "New Auto 60"), node("1113", 1, "Overnight Investment")]),
  ]);

function problemOf(input: unknown): { status: number; text: string } {
  try {
    parseCoaTree(input);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.status, text: [error.message, ...error.messages.map((m) => m.error)].join("\n") };
  }
  throw new Error("expected the tree to be refused");
}

const edit = (change: (t: Raw) => void): Raw => {
  const t = tree();
  change(t);
  return t;
};
const assets = (t: Raw) => (t.children as Raw[])[0] as Raw;
const leafOf = (t: Raw, i = 0) => (assets(t).children as Raw[])[i] as Raw;

describe("chart of accounts tree validation", () => {
  it("accepts a tree and derives levels, order and tags", () => {
    const root = parseCoaTree(tree());
    const leaf = root.children[0]?.children[1];
    expect(leaf).toMatchObject({ id: "1113", parentId: 1, depth: 2, hLevel: 2, order: 2, tags: ["NEV"] });
  });

  it("refuses a missing tree or a node of the wrong shape with 400", () => {
    expect(problemOf(undefined)).toMatchObject({
      status: 400,
      text: expect.stringContaining("coa is required"),
    });
    expect(problemOf(edit((t) => delete leafOf(t).nevVisible))).toMatchObject({
      status: 400,
      text: expect.stringContaining(
        "coa.children[0].children[0] ('New Auto 60').nevVisible must be true or false",
      ),
    });
    expect(problemOf(edit((t) => (assets(t).children = "none"))).text).toContain("children must be a list");
    expect(problemOf(edit((t) => (leafOf(t).id = { x: 1 }))).text).toContain(".id must be a whole number");
  });

  it("refuses broken rules with 422 and names the node", () => {
    expect(problemOf(edit((t) => (leafOf(t).folderType = 5)))).toMatchObject({
      status: 422,
      text: expect.stringContaining("('New Auto 60').folderType 5 is not a folder type"),
    });
    expect(problemOf(edit((t) => (leafOf(t, 1).id = 2))).text).toContain("id 2 is also used by");
    expect(problemOf(edit((t) => (leafOf(t).parentId = 0))).text).toContain(
      "parentId is 0 but the node sits under 1",
    );
    expect(problemOf(edit((t) => (leafOf(t, 1).key = "new auto 60"))).text).toContain("is also used by");
    expect(problemOf(edit((t) => (assets(t).folderType = 4))).text).toContain(
      "has children but is not a group",
    );
    expect(problemOf(edit((t) => (t.id = 9))).text).toContain("root node's id must be 0");
    expect(problemOf(edit((t) => (leafOf(t).key = " "))).text).toContain("key must have 1 to 200 characters");
    expect(problemOf(node(0, null, "COA", []))).toMatchObject({
      status: 422,
      text: expect.stringContaining("no folders"),
    });
  });

  it("refuses trees deeper than six levels", () => {
    let deep = node(99, 7, "Leaf");
    for (let id = 7; id >= 1; id--) deep = node(id, id - 1, `Level ${id}`, [deep]);
    const root = node(0, null, "COA", [deep]);
    expect(problemOf(root)).toMatchObject({ status: 422, text: expect.stringContaining("the most is 6") });
  });
});
