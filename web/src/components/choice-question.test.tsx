import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ChoiceQuestion, StepButtons } from "./choice-question";

const options = ["A", "B", "C"].map((value) => ({ value, label: `Option ${value}` }));

function Harness({ multiple, onNext }: { multiple: boolean; onNext: () => void }) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <>
      <ChoiceQuestion
        step={0}
        total={5}
        question="Pick"
        options={options}
        multiple={multiple}
        selected={selected}
        onChange={setSelected}
      />
      <StepButtons
        step={0}
        canAdvance={selected.length > 0}
        isLast={false}
        lastLabel="Done"
        busyLabel="Saving..."
        busy={false}
        onPrevious={() => undefined}
        onNext={onNext}
      />
    </>
  );
}

describe("ChoiceQuestion", () => {
  it("shows the step and a labelled progress bar", () => {
    render(<Harness multiple={false} onNext={() => undefined} />);
    expect(screen.getByText("Question 1 of 5")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Progress" }).getAttribute("aria-valuenow")).toBe("20");
  });

  it("single choice: Previous is disabled on the first step, Next until an option is chosen", async () => {
    const onNext = vi.fn();
    render(<Harness multiple={false} onNext={onNext} />);
    expect((screen.getByRole("button", { name: "Previous" }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByLabelText("Option B"));
    expect((screen.getByLabelText("Option B") as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(onNext).toHaveBeenCalledOnce();
  });

  it("multi-select needs at least one option and toggles options off again", async () => {
    render(<Harness multiple onNext={() => undefined} />);
    const next = screen.getByRole("button", { name: "Next" }) as HTMLButtonElement;
    await userEvent.click(screen.getByLabelText("Option A"));
    await userEvent.click(screen.getByLabelText("Option C"));
    expect(next.disabled).toBe(false);
    await userEvent.click(screen.getByLabelText("Option A"));
    await userEvent.click(screen.getByLabelText("Option C"));
    expect(next.disabled).toBe(true);
    expect(screen.getAllByRole("checkbox")).toHaveLength(3);
  });
});
