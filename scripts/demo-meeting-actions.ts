import { desc, eq } from "drizzle-orm";
import type { Db } from "../src/server/db/client";
import { meetingActions, supervisorMeetings } from "../src/server/db/schema";
import { addDays } from "../src/shared/rules/dates";

/**
 * Maja Berg's latest supervisor meetings with an agenda and agreed actions (issue 25): some done,
 * some still open and so carried to the meetings after theirs, one of them overdue, so that
 * 'Handledarträffar' and the overview's 'Öppna åtgärder' show each case.
 */

interface DemoAction {
  what: string;
  owner: string;
  /** Days from today. */
  dueIn: number;
  /** Days after the meeting it was marked done; open when left out. */
  doneAfter?: number;
}

/** Oldest of the four meetings first. */
const MEETINGS: { agenda: string; actions: DemoAction[] }[] = [
  {
    agenda: "1. Kurser under året\n2. Litteratur inför nuklearmedicinen\n3. Övrigt",
    actions: [
      { what: "Anmäla sig till strålskyddskursen", owner: "ST-läkare", dueIn: -60, doneAfter: 5 },
      // Open and past its date: carried to every later meeting and first on the overview.
      { what: "Läsa SBU-rapporten om myokardskintigrafi", owner: "ST-läkare", dueIn: -7 },
    ],
  },
  {
    agenda: "1. Uppföljning av förra träffens åtgärder\n2. Auskultation\n3. ST-arbetet",
    actions: [
      { what: "Boka auskultation på thoraxfysiologen", owner: "Handledare", dueIn: 21 },
      {
        what: "Skicka projektplanen till Lars Lindqvist",
        owner: "ST-läkare",
        dueIn: -20,
        doneAfter: 3,
      },
    ],
  },
  {
    agenda: "1. Halvårsavstämning mot IUP\n2. Fallpresentation på kliniken",
    actions: [{ what: "Förbereda fallpresentation om arbetsprov", owner: "ST-läkare", dueIn: 30 }],
  },
  {
    agenda: "1. Åtgärder som förts över\n2. Planering av nästa randning",
    actions: [],
  },
];

export async function seedDemoMeetingActions(tx: Db, userId: string, today: string) {
  const latest = await tx
    .select({ id: supervisorMeetings.id, date: supervisorMeetings.date })
    .from(supervisorMeetings)
    .where(eq(supervisorMeetings.userId, userId))
    .orderBy(desc(supervisorMeetings.date))
    .limit(MEETINGS.length);
  const meetings = latest.reverse();
  for (const [index, meeting] of meetings.entries()) {
    const demo = MEETINGS[index];
    if (!demo) continue;
    await tx
      .update(supervisorMeetings)
      .set({ agenda: demo.agenda })
      .where(eq(supervisorMeetings.id, meeting.id));
    for (const [position, action] of demo.actions.entries()) {
      await tx.insert(meetingActions).values({
        id: crypto.randomUUID(),
        userId,
        meetingId: meeting.id,
        position,
        what: action.what,
        owner: action.owner,
        dueDate: addDays(today, action.dueIn),
        doneOn: action.doneAfter === undefined ? null : addDays(meeting.date, action.doneAfter),
      });
    }
  }
}
