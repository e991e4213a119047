import FormHelperText from "@mui/material/FormHelperText";
import TextField from "@mui/material/TextField";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useRef, useState } from "react";
import { afterEach, expect, it } from "vitest";
import { useFocusFirstProblem } from "./use-focus-first-problem.ts";

afterEach(cleanup);

/** A form whose Save is refused: a field marked invalid, or (as the report tree picker) a message alone. */
function Form({ problem }: { problem: "field" | "message" }) {
  const box = useRef<HTMLDivElement>(null);
  const [refusals, setRefusals] = useState(0);
  useFocusFirstProblem(box, refusals);
  const refused = refusals > 0;
  return (
    <div ref={box}>
      <TextField
        label="Name"
        error={refused && problem === "field"}
        helperText={refused ? "Enter a name." : ""}
      />
      {refused && problem === "message" && (
        <FormHelperText role="alert">Please select one or more options.</FormHelperText>
      )}
      <button onClick={() => setRefusals((n) => n + 1)}>Save</button>
    </div>
  );
}

it("takes the focus from Save to the first field to fix", () => {
  render(<Form problem="field" />);
  const save = screen.getByRole("button", { name: "Save" });
  save.focus();
  expect(document.activeElement).toBe(save);
  fireEvent.click(save);
  expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Name" }));
});

it("takes it to the message when no field is marked (the report tree picker's), which Tab then leaves", () => {
  render(<Form problem="message" />);
  fireEvent.click(screen.getByRole("button", { name: "Save" }));
  const alert = screen.getByRole("alert");
  expect(document.activeElement).toBe(alert);
  expect(alert.tabIndex).toBe(-1);
});

it("leaves the focus alone until a Save is refused", () => {
  render(<Form problem="field" />);
  const name = screen.getByRole("textbox", { name: "Name" });
  name.focus();
  expect(document.activeElement).toBe(name);
  expect(screen.queryByRole("alert")).toBeNull();
});
