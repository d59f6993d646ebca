// Issue 18 §2-3 through the API and the /jobtracker action: follow-up dates, interviews and contacts on every job,
// the spec's recruiter fields in step with the first contact, the detail dialog's small changes (concurrent ones
// keep each other), the .ics and vCard downloads, and owner scoping.
import { describe, expect, it } from "vitest";
import { BASE_URL, expectError, flashToastOf, signedInUser } from "./helpers";

async function owner() {
  const { user, token, c } = await signedInUser();
  const cookie = `vitrine_session=${token}`;
  return {
    user,
    create: (body: unknown) => c.call("/api/jobs", { method: "POST", token, body }),
    get: (id: string) => c.call(`/api/jobs/${id}`, { token }),
    update: (id: string, body: unknown) => c.call(`/api/jobs/${id}`, { method: "PUT", token, body }),
    call: (path: string) => c.call(path, { token }),
    page: (path: string) => c.call(path, { cookie }),
    /**
     * A form post of the /jobtracker action (the detail dialog's forms, as sent without JavaScript): the answer is a
     * redirect with a flash toast; scripted posts run the same code and get the same result as data.
     */
    act: async (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      const res = await c.call("/jobtracker", { method: "POST", cookie, body: form, headers: { Origin: BASE_URL } });
      return { status: res.status, location: res.headers.get("Location"), toast: await flashToastOf(res) };
    },
  };
}

const FUTURE = "2031-03-04T15:30:00.000Z";

describe("follow-ups, interviews and contacts in /api/jobs", () => {
  it("a new job answers them empty; POST and PUT take them, normalised (UTC times, ids, time order)", async () => {
    const alice = await owner();
    const plain = await alice.create({ title: "Plain", company: "Nocorp" });
    expect(plain.status, plain.text).toBe(201);
    expect(plain.body.data.job).toMatchObject({ followUpAt: null, interviews: [], contacts: [] });

    const created = await alice.create({
      title: "Platform Engineer",
      company: "Acme Robotics",
      followUpAt: "2031-03-01T09:00:00Z",
      interviews: [
        { at: "2031-03-10T10:00:00+02:00", kind: "onsite", notes: "Bring the portfolio" },
        { at: FUTURE, kind: "phone" },
      ],
      contacts: [
        {
          name: "Dana Scully",
          role: "Recruiter",
          email: "dana@acme.example",
          phone: "+1 555 0101",
          linkedin: "https://www.linkedin.com/in/dana",
        },
      ],
    });
    expect(created.status, created.text).toBe(201);
    const job = created.body.data.job;
    expect(job.followUpAt).toBe("2031-03-01");
    expect(job.interviews.map((i: { at: string; kind: string }) => [i.at, i.kind])).toEqual([
      [FUTURE, "phone"],
      ["2031-03-10T08:00:00.000Z", "onsite"],
    ]);
    expect(job.interviews[1].notes).toBe("Bring the portfolio");
    expect(job.interviews.every((i: { id: string }) => /^[\w-]{8,}$/.test(i.id))).toBe(true);
    expect(job.contacts).toHaveLength(1);
    // The spec's single recruiter fields follow the first contact.
    expect(job).toMatchObject({ recruiterName: "Dana Scully", contactEmail: "dana@acme.example", contactPhone: "+1 555 0101" });

    // PUT without the new fields (a client of the spec) keeps them; with them, replaces them.
    const kept = await alice.update(job.id, {
      title: "Platform Engineer II",
      company: "Acme Robotics",
      recruiterName: "Dana Scully",
      contactEmail: "dana@acme.example",
      contactPhone: "+1 555 0101",
    });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.data.job.interviews).toHaveLength(2);
    expect(kept.body.data.job.followUpAt).toBe("2031-03-01");
    expect(kept.body.data.job.contacts[0].linkedin).toBe("https://www.linkedin.com/in/dana");

    const keepId = job.interviews[0].id;
    const replaced = await alice.update(job.id, {
      ...kept.body.data.job,
      followUpAt: null,
      interviews: [{ id: keepId, at: FUTURE, kind: "technical", notes: "" }],
    });
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.body.data.job.followUpAt).toBeNull();
    expect(replaced.body.data.job.interviews).toEqual([{ id: keepId, at: FUTURE, kind: "technical", notes: "" }]);
  });

  it("refuses bad dates, kinds, links and nameless contacts with the messages", async () => {
    const alice = await owner();
    const base = { title: "Role", company: "Co" };
    expectError(await alice.create({ ...base, followUpAt: "2031-02-30" }), 400, /valid follow-up date/);
    expectError(await alice.create({ ...base, interviews: [{ at: "tomorrow", kind: "phone" }] }), 400, /interview's date and time/);
    expectError(
      await alice.create({ ...base, interviews: [{ at: FUTURE, kind: "coffee" }] }),
      400,
      /phone, technical, onsite, final or other/,
    );
    expectError(await alice.create({ ...base, contacts: [{ role: "Recruiter" }] }), 400, /contact's name or email/);
    expectError(await alice.create({ ...base, contacts: [{ name: "X", linkedin: "javascript:alert(1)" }] }), 400, /valid LinkedIn URL/);
    const many = Array.from({ length: 21 }, () => ({ at: FUTURE, kind: "phone" }));
    expectError(await alice.create({ ...base, interviews: many }), 400, /at most 20 interviews/);
  });

  it("keeps the spec's recruiter fields and the first contact in step both ways", async () => {
    const alice = await owner();
    // A spec client: recruiter fields only → one contact made of them.
    const created = await alice.create({ title: "Role", company: "Co", recruiterName: "Sam Lee", contactEmail: "sam@co.example" });
    const job = created.body.data.job;
    expect(job.contacts).toEqual([expect.objectContaining({ name: "Sam Lee", email: "sam@co.example", role: "Recruiter" })]);

    // The Edit dialog changes the recruiter fields → the first contact follows, others stay.
    const withSecond = await alice.update(job.id, { ...job, contacts: [...job.contacts, { name: "Kim Park", role: "Hiring manager" }] });
    expect(withSecond.body.data.job.contacts).toHaveLength(2);
    const edited = await alice.update(job.id, { ...withSecond.body.data.job, contacts: undefined, recruiterName: "Samantha Lee" });
    expect(edited.body.data.job.contacts.map((c: { name: string }) => c.name)).toEqual(["Samantha Lee", "Kim Park"]);

    // A new client reorders contacts → the recruiter fields follow the new first contact.
    const [first, second] = edited.body.data.job.contacts;
    const reordered = await alice.update(job.id, { ...edited.body.data.job, contacts: [second, first] });
    expect(reordered.body.data.job).toMatchObject({ recruiterName: "Kim Park", contactEmail: "" });
  });

  it("the detail dialog's changes: follow-up, interview and contact add/remove; two adds at once keep both", async () => {
    const alice = await owner();
    const job = (await alice.create({ title: "Designer", company: "Globex" })).body.data.job;
    const current = async () => (await alice.get(job.id)).body.data.job;

    const followUp = await alice.act({ intent: "follow-up", jobId: job.id, followUpAt: "2031-05-06" });
    expect(followUp).toMatchObject({
      status: 302,
      location: `/jobtracker?job=${job.id}`,
      toast: { type: "success", message: "Follow-up date saved" },
    });
    expect((await current()).followUpAt).toBe("2031-05-06");

    // A local time and the browser's offset (UTC+2 → getTimezoneOffset() = -120); two at once keep both.
    const [a, b] = await Promise.all([
      alice.act({ intent: "interview-add", jobId: job.id, at: "2031-05-07T09:00", tzOffset: "-120", kind: "phone", notes: "Intro" }),
      alice.act({ intent: "interview-add", jobId: job.id, at: "2031-05-08T14:30", tzOffset: "0", kind: "final", notes: "" }),
    ]);
    expect(a.toast).toMatchObject({ type: "success", message: "Interview scheduled" });
    expect(b.toast).toMatchObject({ type: "success", message: "Interview scheduled" });
    const both = await current();
    expect(both.interviews.map((i: { at: string; kind: string }) => [i.at, i.kind])).toEqual([
      ["2031-05-07T07:00:00.000Z", "phone"],
      ["2031-05-08T14:30:00.000Z", "final"],
    ]);

    // Posted before (or without) JavaScript: no offset, the zone the page was rendered in; the server reads the time
    // in it on that date (Tokyo is UTC+9 all year; Los Angeles is UTC-7 in summer, UTC-8 in winter).
    await alice.act({ intent: "interview-add", jobId: job.id, at: "2031-05-09T10:30", timeZone: "Asia/Tokyo", kind: "technical" });
    await alice.act({ intent: "interview-add", jobId: job.id, at: "2031-12-09T10:30", timeZone: "America/Los_Angeles", kind: "onsite" });
    const zoned = (await current()).interviews.filter((i: { kind: string }) => i.kind === "technical" || i.kind === "onsite");
    expect(zoned.map((i: { at: string }) => i.at)).toEqual(["2031-05-09T01:30:00.000Z", "2031-12-09T18:30:00.000Z"]);
    for (const interview of zoned) await alice.act({ intent: "interview-remove", jobId: job.id, interviewId: interview.id });

    const badTime = await alice.act({ intent: "interview-add", jobId: job.id, at: "", kind: "phone" });
    expect(badTime.toast).toMatchObject({ type: "error" });
    expect((await current()).interviews).toHaveLength(2);

    const removed = await alice.act({ intent: "interview-remove", jobId: job.id, interviewId: both.interviews[0].id });
    expect(removed.toast).toMatchObject({ type: "success", message: "Interview removed" });
    expect((await current()).interviews.map((i: { id: string }) => i.id)).toEqual([both.interviews[1].id]);
    const gone = await alice.act({ intent: "interview-remove", jobId: job.id, interviewId: both.interviews[0].id });
    expect(gone.toast).toMatchObject({ type: "error", message: "Interview not found" });

    const contact = await alice.act({
      intent: "contact-add",
      jobId: job.id,
      name: "Lee Adama",
      role: "Interviewer",
      email: "lee@globex.example",
    });
    expect(contact.toast).toMatchObject({ type: "success", message: "Contact added" });
    const withContact = await current();
    expect(withContact.contacts).toEqual([
      expect.objectContaining({ name: "Lee Adama", role: "Interviewer", email: "lee@globex.example" }),
    ]);
    expect(withContact.recruiterName).toBe("Lee Adama");
    const nameless = await alice.act({ intent: "contact-add", jobId: job.id, role: "Interviewer" });
    expect(nameless.toast).toMatchObject({ type: "error" });

    const cleared = await alice.act({ intent: "follow-up", jobId: job.id, followUpAt: "" });
    expect(cleared.toast).toMatchObject({ type: "success", message: "Follow-up date cleared" });
    await alice.act({ intent: "contact-remove", jobId: job.id, contactId: withContact.contacts[0].id });
    expect(await current()).toMatchObject({ followUpAt: null, contacts: [], recruiterName: "", contactEmail: "" });
  });

  it("holds the 20-interview limit under 25 parallel adds (each write is conditional on the version it read)", async () => {
    const alice = await owner();
    const interviews = Array.from({ length: 15 }, (_, i) => ({ at: `2031-06-${String(i + 1).padStart(2, "0")}T09:00:00Z`, kind: "phone" }));
    const job = (await alice.create({ title: "Busy Role", company: "Parallel Inc", interviews })).body.data.job;
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        alice.act({ intent: "interview-add", jobId: job.id, at: `2031-07-${String(i + 1).padStart(2, "0")}T10:00`, kind: "final" }),
      ),
    );
    const stored = (await alice.get(job.id)).body.data.job.interviews;
    const added = results.filter((r) => r.toast?.type === "success").length;
    expect(stored.length).toBeLessThanOrEqual(20);
    expect(stored.length).toBe(15 + added);
    expect(results.filter((r) => r.toast?.type === "error").length).toBe(25 - added);
  });

  it("the board's card shows the next date: the earliest interview to come, or a follow-up due before it", async () => {
    const alice = await owner();
    await alice.create({
      title: "Next Interview",
      company: "Initech",
      interviews: [
        { at: "2020-01-01T10:00:00Z", kind: "phone" },
        { at: FUTURE, kind: "final" },
      ],
    });
    await alice.create({
      title: "Next Follow-up",
      company: "Initech",
      followUpAt: "2030-01-02",
      interviews: [{ at: FUTURE, kind: "final" }],
    });
    const page = await alice.page("/jobtracker");
    const html = page.text;
    expect(page.status).toBe(200);
    // The page's data (turbo-stream, escaped inside a script): each card's next date and its kind.
    expect(html).toMatch(
      /\\"Next Interview\\",.*\\"next\\",\{[^}]*\},\\"kind\\",\\"interview\\",\\"at\\",\\"2031-03-04T15:30:00.000Z\\",\\"interviewKind\\",\\"final\\"/,
    );
    expect(html).toMatch(/\\"Next Follow-up\\",.*\\"follow-up\\",\\"2030-01-02\\"/);
  });

  it("downloads the interviews as .ics and a contact as a vCard; another user's job or contact answers 404", async () => {
    const alice = await owner();
    const bob = await owner();
    const job = (
      await alice.create({
        title: "Staff Engineer",
        company: "Umbrella, Inc.",
        location: "Raccoon City",
        interviews: [{ at: FUTURE, kind: "technical", notes: "Systems design; bring questions" }],
        contacts: [
          {
            name: "Ada Wong",
            role: "Recruiter",
            email: "ada@umbrella.example",
            phone: "+1 555 0199",
            linkedin: "https://linkedin.com/in/ada",
          },
        ],
      })
    ).body.data.job;

    const ics = await alice.call(`/api/jobs/${job.id}/interviews.ics`);
    expect(ics.status).toBe(200);
    expect(ics.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(ics.headers.get("Content-Disposition")).toBe('attachment; filename="interviews-umbrella-inc-staff-engineer.ics"');
    expect(ics.text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2.0\r\n/);
    expect(ics.text).toContain(`UID:${job.interviews[0].id}@localhost`);
    expect(ics.text).toContain("DTSTART:20310304T153000Z\r\nDTEND:20310304T163000Z");
    expect(ics.text).toContain("SUMMARY:Technical: Staff Engineer at Umbrella\\, Inc.");
    expect(ics.text).toContain("DESCRIPTION:Systems design\\; bring questions");
    expect(ics.text.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);

    const contactId = job.contacts[0].id;
    const card = await alice.page(`/api/jobs/${job.id}/contacts/${contactId}/vcard`);
    expect(card.status).toBe(200);
    expect(card.headers.get("Content-Type")).toBe("text/vcard; charset=utf-8");
    expect(card.headers.get("Content-Disposition")).toBe('attachment; filename="ada-wong.vcf"');
    expect(card.text).toContain(
      "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ada Wong\r\nN:Wong;Ada;;;\r\nORG:Umbrella\\, Inc.\r\nTITLE:Recruiter\r\n",
    );
    expect(card.text).toContain(
      "EMAIL;TYPE=INTERNET:ada@umbrella.example\r\nTEL;TYPE=WORK,VOICE:+1 555 0199\r\nURL:https://linkedin.com/in/ada\r\n",
    );

    expectError(await bob.call(`/api/jobs/${job.id}/interviews.ics`), 404, "Job application not found");
    expectError(await bob.call(`/api/jobs/${job.id}/contacts/${contactId}/vcard`), 404, "Job application not found");
    expectError(await alice.call(`/api/jobs/${job.id}/contacts/nope/vcard`), 404, "Contact not found");
    const theirs = await bob.act({ intent: "interview-add", jobId: job.id, at: "2031-05-07T09:00", kind: "phone" });
    expect(theirs.toast).toMatchObject({ type: "error", message: "Job application not found" });
    expect((await alice.get(job.id)).body.data.job.interviews).toHaveLength(1);
  });

  it("a lone CR, NEL or U+2028 in a job's texts starts no line in the .ics or the vCard (issue 29 §2)", async () => {
    const alice = await owner();
    const created = await alice.create({
      title: "Engineer\rEND:VEVENT\rBEGIN:VEVENT\rSUMMARY:Injected",
      company: "Umbrella\u2028URL:https://evil.example",
      location: "Remote\u0085LOCATION:Elsewhere",
      interviews: [{ at: FUTURE, kind: "technical", notes: `Bring questions\rEND:VEVENT\rBEGIN:VEVENT\r${"Long notes ".repeat(20)}界😀` }],
      contacts: [
        {
          name: "Ada Wong\rEMAIL:evil@x.example",
          role: "Recruiter\u2029EMAIL;TYPE=INTERNET:evil2@x.example",
          email: "ada@umbrella.example",
          notes: "Met at a fair\u0085TEL:+1 555 0666\rEND:VCARD",
        },
      ],
    });
    expect(created.status, created.text).toBe(201);
    const job = created.body.data.job;
    // The API keeps these characters as they were sent: the files must write them safely.
    expect(job.contacts[0].name).toBe("Ada Wong\rEMAIL:evil@x.example");
    expect(job.interviews[0].notes).toContain("\rEND:VEVENT\r");

    /** Lines as a lenient reader sees them: a break is CR, LF, CRLF, VT, FF, FS, GS, RS, NEL, LS or PS. */
    const lenientLines = (file: string) => file.replace(/\r\n$/, "").split(/\r\n|[\n\r\v\f\u001c-\u001e\u0085\u2028\u2029]/);
    const expectShortLines = (file: string) => {
      expect(lenientLines(file)).toEqual(file.replace(/\r\n$/, "").split("\r\n"));
      for (const line of lenientLines(file)) expect(new TextEncoder().encode(line).length, line).toBeLessThanOrEqual(75);
    };

    const ics = await alice.call(`/api/jobs/${job.id}/interviews.ics`);
    expect(ics.status).toBe(200);
    expectShortLines(ics.text);
    const events = lenientLines(ics.text);
    expect(events.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(events.filter((line) => line === "END:VEVENT")).toHaveLength(1);
    expect(events.filter((line) => /^(SUMMARY|LOCATION|URL)[:;]/.test(line)).map((line) => line.split(":")[0])).toEqual([
      "SUMMARY",
      "LOCATION",
      "URL",
    ]);
    expect(ics.text.replace(/\r\n /g, "")).toContain(
      "SUMMARY:Technical: Engineer\\nEND:VEVENT\\nBEGIN:VEVENT\\nSUMMARY:Injected at Umbrella\\nURL:https://evil.example\r\n",
    );

    const card = await alice.call(`/api/jobs/${job.id}/contacts/${job.contacts[0].id}/vcard`);
    expect(card.status).toBe(200);
    expectShortLines(card.text);
    const cardLines = lenientLines(card.text);
    expect(cardLines.filter((line) => /^EMAIL[:;]/i.test(line))).toEqual(["EMAIL;TYPE=INTERNET:ada@umbrella.example"]);
    expect(cardLines.filter((line) => /^(TEL|URL|END:VCARD)/i.test(line))).toEqual(["END:VCARD"]);
    expect(card.text).toContain("FN:Ada Wong\\nEMAIL:evil@x.example\r\n");
  });
});
