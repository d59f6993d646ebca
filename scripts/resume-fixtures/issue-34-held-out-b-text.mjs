// Issue 34's second held-out batch, the text resumes: Markdown from Canada with roles grouped under each employer
// and a certifications table, and a Scottish teacher's plain text with tab-aligned dates, a registration and
// referees. Truth first, then the text; no parser has read these files (see issue-34-held-out-b.mjs).
import { cert, job, period, school, textFile, truth } from "./issue-34-lib.mjs";

// Markdown from Canada: roles grouped under each employer (### employer · place, then a bold title · dates line),
// a certifications table in Markdown, skills under bold labels, a project link, a references line.
const maya = truth(
  {
    firstName: "Maya",
    lastName: "Thibodeau",
    email: "maya.thibodeau@example.ca",
    phone: "(902) 555-0176",
    location: "Halifax, Nova Scotia",
    socialLinks: { linkedin: "https://linkedin.com/in/mayathibodeau", portfolio: "https://mayathibodeau.com" },
  },
  {
    title: "Staff Product Designer",
    summary:
      "Product designer with eleven years in commerce and sports technology. I turn messy research into simple flows, and I care as much about accessibility and design systems as about the pixels.",
    skills: [
      "Usability Testing",
      "User Interviews",
      "Journey Mapping",
      "Interaction Design",
      "Prototyping",
      "Design Systems",
      "Figma",
      "FigJam",
      "Maze",
    ],
  },
  [
    job("Staff Product Designer", "Shopify", "Remote", "2022-01", "", [
      "Lead design for checkout extensibility used by 40,000 merchants.",
      "Set up accessibility reviews that cut WCAG issues at launch by 70%.",
    ]),
    job("Senior Product Designer", "Shopify", "Remote", "2019-04", "2021-12", [
      "Redesigned the order management flows in Shopify admin.",
      "Ran 60 moderated usability sessions a year with merchants.",
    ]),
    job("Product Designer", "Kinduct Technologies", "Halifax, NS", "2016-06", "2019-03", [
      "Designed the athlete monitoring dashboard used by professional sports teams.",
    ]),
    job("Junior UX Designer", "Kinduct Technologies", "Halifax, NS", "2015-05", "2016-05", [
      "Built the first component library in Sketch.",
    ]),
  ],
  [school("Bachelor of Design (Interdisciplinary)", "NSCAD University", "Halifax, NS", "2011", "2015")],
  [
    cert(
      "Certified Professional in Accessibility Core Competencies (CPACC)",
      "International Association of Accessibility Professionals (IAAP)",
      "2022",
    ),
    cert("Certified Usability Analyst (CUA)", "Human Factors International", "2018"),
    cert("Google UX Design Professional Certificate", "Google", "2021"),
  ],
  [{ title: "Tidewater", liveUrl: "https://tidewater.design" }],
);
const mayaTxt = textFile([
  "# Maya Thibodeau",
  "",
  "Staff Product Designer · Halifax, Nova Scotia",
  "",
  "(902) 555-0176 · [maya.thibodeau@example.ca](mailto:maya.thibodeau@example.ca) · [LinkedIn](https://linkedin.com/in/mayathibodeau) · [Portfolio](https://mayathibodeau.com)",
  "",
  "## About",
  "",
  maya.professional.summary,
  "",
  "## Experience",
  ...[
    ["Shopify", "Remote", maya.experience.slice(0, 2)],
    ["Kinduct Technologies", "Halifax, NS", maya.experience.slice(2)],
  ].flatMap(([company, place, roles]) => [
    "",
    `### ${company} · ${place}`,
    ...roles.flatMap((j) => ["", `**${j.title}** · ${period(j)}`, "", ...j.achievements.map((a) => `- ${a}`)]),
  ]),
  "",
  "## Education",
  "",
  "**Bachelor of Design (Interdisciplinary)** · NSCAD University, Halifax, NS · 2011 – 2015",
  "",
  "## Certifications",
  "",
  "| Certification | Issuer | Year |",
  "| --- | --- | --- |",
  ...maya.certifications.map((c) => `| ${c.name} | ${c.issuer} | ${c.issueDate} |`),
  "",
  "## Skills",
  "",
  `- **Research:** ${maya.professional.skills.slice(0, 3).join(", ")}`,
  `- **Design:** ${maya.professional.skills.slice(3, 6).join(", ")}`,
  `- **Tools:** ${maya.professional.skills.slice(6).join(", ")}`,
  "",
  "## Side Projects",
  "",
  "- [Tidewater](https://tidewater.design): an open design system for small Atlantic Canadian nonprofits.",
  "",
  "_References available on request._",
]);

// Scotland, a teacher in plain text: title and dates separated by a tab, the school on the next line, the GTCS
// registration with its number, Professional Learning courses, skills under labels, interests and named referees.
const eilidh = truth(
  { firstName: "Eilidh", lastName: "Fraser", email: "eilidh.fraser@example.co.uk", phone: "07700 900781", location: "Glasgow, Scotland" },
  {
    title: "Principal Teacher of Mathematics",
    summary:
      "Mathematics teacher with eleven years in Glasgow secondary schools, now leading a department of eight. I raise attainment by teaching fewer things well and by knowing every pupil's next step.",
    skills: [
      "Curriculum for Excellence",
      "SQA National 5 and Higher",
      "Assessment and Moderation",
      "Department Leadership",
      "Google Classroom",
      "SEEMiS",
    ],
  },
  [
    job("Principal Teacher of Mathematics", "Hillhead High School", "Glasgow", "2020-08", "", [
      "Lead a department of eight teachers and 900 pupils.",
      "Raised Higher Mathematics passes at A–C from 71% to 84% in three years.",
    ]),
    job("Teacher of Mathematics", "Bearsden Academy", "Bearsden", "2016-08", "2020-06", [
      "Taught S1–S6, including Advanced Higher.",
      "Coordinated numeracy across learning for the school.",
    ]),
    job("Probationer Teacher", "St Ninian's High School", "Giffnock", "2015-08", "2016-06", ["Completed the Teacher Induction Scheme."]),
  ],
  [
    school("PGDE Secondary (Mathematics)", "University of Glasgow", "", "2014", "2015"),
    school("BSc (Hons) Mathematics", "University of Strathclyde", "", "2010", "2014"),
  ],
  [
    // A registration with the regulator is a certification: full registration in 2016 is its issue date.
    cert("Full Registration – Mathematics", "General Teaching Council for Scotland (GTCS)", "2016"),
    cert("Professional Recognition: Numeracy Across Learning", "General Teaching Council for Scotland (GTCS)", "2021"),
    cert("Middle Leadership Programme", "Education Scotland", "2019"),
    cert("Scottish Mental Health First Aid", "Public Health Scotland", "2022"),
  ],
);
const eilidhTxt = textFile([
  "EILIDH FRASER",
  "Principal Teacher of Mathematics",
  "Glasgow, Scotland | 07700 900781 | eilidh.fraser@example.co.uk",
  "",
  "PERSONAL PROFILE",
  eilidh.professional.summary,
  "",
  "TEACHING EXPERIENCE",
  ...eilidh.experience.flatMap((j) => [
    "",
    `${j.title}\t${period(j, "Month", { present: "present" })}`,
    `${j.company}, ${j.location}`,
    ...j.achievements.map((a) => `* ${a}`),
  ]),
  "",
  "EDUCATION",
  ...eilidh.education.flatMap((s) => [`${s.degree}\t${s.startDate} – ${s.endDate}`, s.school]),
  "",
  "REGISTRATION",
  "Full Registration – Mathematics, General Teaching Council for Scotland (GTCS), 2016 (Registration No. 1234567)",
  "Professional Recognition: Numeracy Across Learning, General Teaching Council for Scotland (GTCS), 2021",
  "",
  "PROFESSIONAL LEARNING",
  "Middle Leadership Programme, Education Scotland, 2019",
  "Scottish Mental Health First Aid, Public Health Scotland, 2022",
  "",
  "SKILLS",
  `Teaching:\t${eilidh.professional.skills.slice(0, 4).join(", ")}`,
  `Digital:\t${eilidh.professional.skills.slice(4).join(", ")}`,
  "",
  "INTERESTS",
  "Hill walking (31 Munros so far), running the school chess club, Gaelic choir.",
  "",
  "REFEREES",
  "Mr Alan Currie, Head Teacher, Hillhead High School\tMrs Joanne Reid, Depute Head Teacher, Bearsden Academy",
]);

export const fixtures = [
  ["maya-thibodeau.txt", maya, mayaTxt],
  ["eilidh-fraser.txt", eilidh, eilidhTxt],
];
