// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

function Fruit({ keepAll = false }: { keepAll?: boolean }) {
  const [value, setValue] = useState("apples");
  return (
    <form>
      <Tabs value={value} onValueChange={setValue}>
        <TabsList aria-label="Fruit">
          <TabsTrigger value="apples">Apples</TabsTrigger>
          <TabsTrigger value="pears">Pears</TabsTrigger>
          <TabsTrigger value="plums">Plums</TabsTrigger>
        </TabsList>
        <TabsContent value="apples" forceMount={keepAll}>
          Red and green
        </TabsContent>
        <TabsContent value="pears" forceMount={keepAll}>
          Soft and sweet
        </TabsContent>
        <TabsContent value="plums" forceMount={keepAll}>
          Dark purple
        </TabsContent>
      </Tabs>
    </form>
  );
}

describe("Tabs", () => {
  it("shows the selected tab's panel, labelled by its tab", () => {
    render(<Fruit />);
    expect(screen.getByRole("tablist", { name: "Fruit" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Apples" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Pears" })).toHaveAttribute("aria-selected", "false");
    const panel = screen.getByRole("tabpanel", { name: "Apples" });
    expect(panel).toHaveTextContent("Red and green");
    expect(screen.getByRole("tab", { name: "Apples" })).toHaveAttribute("aria-controls", panel.id);
    expect(screen.queryByText("Soft and sweet")).not.toBeInTheDocument();
  });

  it("selects a tab on click, without submitting the form around it", async () => {
    let submitted = false;
    render(<Fruit />);
    screen
      .getByRole("tablist")
      .closest("form")!
      .addEventListener("submit", (event) => {
        event.preventDefault();
        submitted = true;
      });
    await userEvent.click(screen.getByRole("tab", { name: "Pears" }));
    expect(screen.getByRole("tabpanel", { name: "Pears" })).toHaveTextContent("Soft and sweet");
    expect(screen.getByRole("tab", { name: "Pears" })).toHaveAttribute("aria-selected", "true");
    expect(submitted).toBe(false);
  });

  it("has one tab stop, the selected tab, and moves with the arrow keys, Home and End", async () => {
    const user = userEvent.setup();
    render(<Fruit />);
    await user.tab();
    expect(screen.getByRole("tab", { name: "Apples" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Pears" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "Pears" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Plums" })).toHaveFocus();
    expect(screen.getByRole("tabpanel", { name: "Plums" })).toHaveTextContent("Dark purple");
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Apples" })).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Plums" })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "Apples" })).toHaveAttribute("aria-selected", "true");
    // Tab leaves the list for the panel: the other tabs are not tab stops.
    await user.tab();
    expect(screen.getByRole("tabpanel", { name: "Apples" })).toHaveFocus();
  });

  it("keeps forced panels in the page, marked inactive, while another tab is selected", async () => {
    render(<Fruit keepAll />);
    expect(screen.getByText("Soft and sweet")).toHaveAttribute("data-state", "inactive");
    await userEvent.click(screen.getByRole("tab", { name: "Pears" }));
    expect(screen.getByText("Soft and sweet")).toHaveAttribute("data-state", "active");
    expect(screen.getByText("Red and green")).toHaveAttribute("data-state", "inactive");
  });
});
