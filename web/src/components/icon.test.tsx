import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Icon } from "./icon";

describe("Icon", () => {
  it("is hidden decoration without a label", () => {
    const { container } = render(<Icon name="trash" />);
    const svg = container.querySelector("svg")!;
    expect(svg.getAttribute("aria-hidden")).toBe("true");
    expect(svg.getAttribute("class")).toBe("size-5");
    expect(svg.querySelector("path")?.getAttribute("d")).toMatch(/^M4 7h16/);
  });

  it("is a named image with a label, at the given size", () => {
    render(<Icon name="home" label="Home" className="size-6" strokeWidth={2} />);
    const svg = screen.getByRole("img", { name: "Home" });
    expect(svg.getAttribute("class")).toBe("size-6");
    expect(svg.getAttribute("stroke-width")).toBe("2");
  });
});

// Every icon the app draws is an SVG of the kit (icon.tsx): a browser without emoji fonts shows an
// emoji or symbol character as an empty box. The spec's own texts that hold an emoji stay.
const SPEC_TEXTS = ["Congratulations! 🎉"];
const SYMBOLS = /[\u{1F300}-\u{1FAFF}\u{2600}-\u{27BF}\u{2B00}-\u{2BFF}\u{2190}-\u{2199}\u{2713}-\u{2717}\u{00D7}]/u;

const sources = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe("icons", () => {
  it("are the kit's SVGs: no source draws an emoji or a symbol character, comments and the spec's texts aside", () => {
    const drawn = sources(join(__dirname, "..")).flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
        .map((line) => SPEC_TEXTS.reduce((rest, text) => rest.replace(text, ""), line))
        .filter((line) => SYMBOLS.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(drawn).toEqual([]);
  });
});
