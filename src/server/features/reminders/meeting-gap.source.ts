import { sql } from "drizzle-orm";
import { displayName } from "../../../shared/roles";
import { meetingGapDue, meetingGapText } from "../../../shared/rules/reminders";
import { calculateStEndDate } from "../../../shared/rules/st-period";
import type { Db } from "../../db/client";
import { readWarningSettings } from "../cohort";
import type { DueItem, ReminderSource } from "./reminder-source";

interface GapRow {
  id: string;
  clinicId: string | null;
  email: string;
  firstName: string;
  lastName: string;
  stStartDate: string;
  stDurationMonths: number;
  absences: [string, string][] | null;
  credits: [string, string][] | null;
  lastMeetingDate: string | null;
}

/**
 * 'No supervisor meeting for the early-warning limit', to the main supervisor: the cohort's
 * meeting-gap warning, for every active ST doctor who has saved the form (the default start is
 * today, which never has a gap). The key names the last meeting (or the ST start), so a new meeting
 * ends the reminder and a later gap is a new one.
 */
export const meetingGapSource: ReminderSource = async (db, today) => {
  const [limits, doctors] = await Promise.all([readWarningSettings(db), loadGapRows(db, today)]);
  const items: DueItem[] = [];
  for (const doctor of doctors) {
    // The doctor's clinic's limit (decision 236).
    const settings = (doctor.clinicId && limits.byClinic.get(doctor.clinicId)) || limits.fallback;
    const period = (list: [string, string][] | null) =>
      (list ?? []).map(([startDate, endDate]) => ({ startDate, endDate }));
    const stEndDate = calculateStEndDate({
      startDate: doctor.stStartDate,
      durationMonths: doctor.stDurationMonths,
      absences: period(doctor.absences),
      credits: period(doctor.credits),
    });
    const gap = meetingGapDue({
      today,
      stStartDate: doctor.stStartDate,
      stEndDate,
      lastMeetingDate: doctor.lastMeetingDate,
      meetingGapMonths: settings.meetingGapMonths,
    });
    if (!gap) continue;
    items.push({
      doctorId: doctor.id,
      recipients: "main-supervisor",
      key: `meeting-gap:${doctor.id}:${gap.since}`,
      dueDate: gap.dueDate,
      state: gap.state,
      text: meetingGapText(
        displayName(doctor),
        gap,
        doctor.lastMeetingDate,
        settings.meetingGapMonths,
      ),
      path: `/meetings?st=${encodeURIComponent(doctor.id)}`,
    });
  }
  return items;
};

/** Text and json only, which both drivers hand over alike. */
async function loadGapRows(db: Db, today: string): Promise<GapRow[]> {
  const result = await db.execute(sql`
    select json_build_object('id', u.id, 'clinicId', u.clinic_id, 'email', u.email, 'firstName', u.first_name,
      'lastName', u.last_name, 'stStartDate', f.st_start_date,
      'stDurationMonths', f.st_duration_months,
      'absences', (select json_agg(json_build_array(a.start_date, a.end_date))
        from absences a where a.user_id = u.id),
      'credits', (select json_agg(json_build_array(c.start_date, c.end_date))
        from credits c where c.user_id = u.id),
      -- A meeting entered ahead has not happened yet.
      'lastMeetingDate', (select max(m.date) from supervisor_meetings m
        where m.user_id = u.id and m.date <= ${today}::date)) as row
    from users u join formalities f on f.user_id = u.id
    where u.role = 'ST_DOCTOR' and u.is_active
    order by u.id`);
  return (result as unknown as { rows: { row: GapRow }[] }).rows.map((r) => r.row);
}
