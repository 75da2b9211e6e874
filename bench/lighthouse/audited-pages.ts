/** A page the Lighthouse part audits: a name for the table and its address on the app server. */
export interface AuditedPage {
  name: string;
  url: string;
}

interface PhysicianAnswer {
  urlTitle: string;
  mhdParticipant: boolean;
  displayLocation: { mhdCalendarId: string | null; availableAppointments: { timeSlots: unknown[] }[] } | null;
}

/**
 * Landing, results (the whole listing), and the profile and booking step 1 of a physician who books
 * online and has times in the next two weeks, found through the API the way the app finds them.
 */
export async function auditedPages(baseUrl: string): Promise<AuditedPage[]> {
  const config = await postOrGet(`${baseUrl}/fadmaa/api/config`);
  const coids = (config as { result: { facilityCoids: string } }).result.facilityCoids;
  const startDate = new Date().toISOString().slice(0, 10).replaceAll("-", "");
  const search = await postOrGet(`${baseUrl}/fadmaa/provider/search/`, {
    coids,
    program: "web",
    meta: { pageSize: 100 },
    startDate,
    numberDaysOut: 14,
  });
  const list = (search as { result: { providerList: PhysicianAnswer[] } }).result.providerList;
  const bookable = list.find(
    (physician) =>
      physician.mhdParticipant &&
      physician.displayLocation?.mhdCalendarId &&
      physician.displayLocation.availableAppointments.some((day) => day.timeSlots.length > 0),
  );
  if (!bookable) throw new Error("the demo network has no bookable physician among the first 100 listed");
  const urlTitle = encodeURIComponent(bookable.urlTitle);
  return [
    { name: "landing", url: `${baseUrl}/physicians` },
    { name: "results", url: `${baseUrl}/physicians/listing` },
    { name: "profile", url: `${baseUrl}/physicians/profile/${urlTitle}` },
    { name: "booking step 1", url: `${baseUrl}/physicians?urlTitle=${urlTitle}` },
  ];
}

async function postOrGet(url: string, body?: unknown): Promise<unknown> {
  const response = await fetch(
    url,
    body === undefined
      ? {}
      : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
  );
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}
