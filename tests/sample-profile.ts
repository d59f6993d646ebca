// The sample profiles the API tests and the journeys save. Pure data, so both vitest (workerd) and Playwright import it.

/** Complete enough to deploy a portfolio: title, summary, skills, a current job, a project, a link. */
export const SAMPLE_PROFILE = {
  phone: "9876543210",
  location: "Pune, India",
  socialLinks: { github: "https://github.com/ada-l" },
  title: "Staff Engineer",
  summary: "Engineer who designs analytical engines and writes the first programs for them, carefully.",
  skills: ["Mathematics", "Algorithms", "Writing"],
  experience: [
    { title: "Analyst", company: "Engine Works", startDate: "2020-01", current: true, description: "Designs programs for the engine." },
  ],
  projects: [{ title: "Note G", description: "The first published algorithm for a computing machine.", url: "https://example.com/note-g" }],
};

/** A profile the editor counts at 65%: past the 60% that lets Continue and 'Build My Portfolio' through. */
export const PROFILE_AT_65 = {
  title: "Data Analyst",
  summary: "Analyst who turns messy data into clear dashboards and decisions for product teams.",
  skills: ["SQL", "Python", "Tableau"],
  experience: [{ title: "Data Analyst", company: "Acme", startDate: "2020-01", current: true }],
  education: [{ degree: "B.Sc. Statistics", school: "University of Pune", startDate: "2016-06", endDate: "2019-05" }],
};

/** The sample with an entry in every list section (education and certifications too): each of the editor's six sections has something to change. */
export const PROFILE_WITH_EVERY_SECTION = {
  ...SAMPLE_PROFILE,
  education: [{ degree: "B.Sc. Mathematics", school: "University of London", startDate: "2012-09", endDate: "2015-06" }],
  certifications: [{ name: "Certified Analyst", issuer: "Royal Society" }],
};
