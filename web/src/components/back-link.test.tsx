import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { BackLink } from "./back-link";

describe("BackLink", () => {
  it("is a link named by its label, the arrow hidden from screen readers", () => {
    render(
      <MemoryRouter>
        <BackLink to="/incubator" label="Back to Roadmap" />
      </MemoryRouter>,
    );
    const link = screen.getByRole("link", { name: "Back to Roadmap" });
    expect(link.getAttribute("href")).toBe("/incubator");
    // The arrow is the kit's SVG icon, hidden from assistive tech: the link's name is its label.
    expect(link.querySelector('svg[aria-hidden="true"]')).toBeTruthy();
  });

  it("is a button running onBack when the way back is decided on press", () => {
    const onBack = vi.fn();
    render(<BackLink label="Back to Catalogue" className="-mt-3" onBack={onBack} />);
    const button = screen.getByRole("button", { name: "Back to Catalogue" });
    expect(button.className).toContain("-mt-3");
    fireEvent.click(button);
    expect(onBack).toHaveBeenCalledOnce();
  });
});
