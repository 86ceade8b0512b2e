import { describe, expect, it } from "vitest";
import { actionsFromText, actionsToText, previewActions } from "./action-drafts";

const saved = {
  id: "a1",
  meetingId: "m1",
  what: "Läsa",
  owner: "ST-läkare",
  dueDate: "2026-02-01",
  doneOn: "2026-01-20",
  version: 3,
};

describe("the meeting form's action rows", () => {
  it("keep a saved action's id and leave out its done state and version", () => {
    const text = actionsToText([saved, { what: "Ny", owner: "Handledare", dueDate: "" }]);
    expect(actionsFromText(text)).toEqual([
      { id: "a1", what: "Läsa", owner: "ST-läkare", dueDate: "2026-02-01" },
      { what: "Ny", owner: "Handledare", dueDate: "" },
    ]);
  });

  it.each(["", "inte json", "{}", '[{"what": 1}]'])("read %j as no rows", (text) => {
    expect(actionsFromText(text)).toEqual([]);
  });

  it("preview a save with the saved action's done state and a pending id for a new one", () => {
    const preview = previewActions(
      [
        { id: "a1", what: "Läsa mer", owner: "ST-läkare", dueDate: "2026-03-01" },
        { what: "Ny", owner: "Karin", dueDate: "2026-04-01" },
      ],
      "m1",
      [saved],
    );
    expect(preview).toEqual([
      { ...saved, what: "Läsa mer", dueDate: "2026-03-01" },
      {
        id: "pending-m1-1",
        meetingId: "m1",
        what: "Ny",
        owner: "Karin",
        dueDate: "2026-04-01",
        doneOn: null,
        version: 0,
      },
    ]);
  });
});
