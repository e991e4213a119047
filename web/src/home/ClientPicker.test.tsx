import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ClientPicker } from "./ClientPicker.tsx";
import { clientLabel, type ClientOption } from "./client-picker-props.ts";

afterEach(cleanup);

const clients: ClientOption[] = [
  { id: "1", name: "Riverbend Federal Credit Union", acronym: "RFCU" },
  { id: "2", name: "Summit Valley Credit Union", acronym: "SVCU" },
];

/** What a browser does with typed text: it replaces the input's selection, or goes in at the caret. */
function insertText(input: HTMLInputElement, text: string) {
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  fireEvent.change(input, { target: { value: input.value.slice(0, start) + text + input.value.slice(end) } });
}

describe("the client picker's stand-in", () => {
  // The stand-in swaps itself for the real picker when its code arrives: a person (or a test's fill)
  // who has already selected the name and is about to type must not find the caret moved to its end.
  it("hands its selection over to the picker, so typed text replaces the chosen client's name", async () => {
    render(<ClientPicker clients={clients} value={clients[0]} onChange={() => undefined} loading={false} />);
    const standIn = screen.getByRole<HTMLInputElement>("combobox", { name: "Client" });
    expect(standIn.value).toBe(clientLabel(clients[0]));
    act(() => standIn.focus());
    // A click into the name selects it, as the picker's first click does.
    standIn.setSelectionRange(5, 5);
    fireEvent.click(standIn);
    expect([standIn.selectionStart, standIn.selectionEnd]).toEqual([0, standIn.value.length]);
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Client" })).not.toBe(standIn));
    const picker = screen.getByRole<HTMLInputElement>("combobox", { name: "Client" });
    expect(document.activeElement).toBe(picker);
    expect([picker.selectionStart, picker.selectionEnd]).toEqual([0, picker.value.length]);
    insertText(picker, "Summit");
    expect(picker.value).toBe("Summit");
    expect(await screen.findByRole("option", { name: clientLabel(clients[1]) })).toBeTruthy();
    expect(screen.queryByRole("option", { name: clientLabel(clients[0]) })).toBeNull();
  });
});
