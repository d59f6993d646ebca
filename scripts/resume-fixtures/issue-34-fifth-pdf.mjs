// Issue 34's fifth batch, the PDFs: a new graduate (education first with GPA and coursework, projects with links, a
// part-time job, a Leadership section), a designer's two-column PDF (tools and contact in the sidebar, a portfolio
// link per project), a sales resume (contact on one line with pipes, quota figures, President's Club lines) and a
// senior engineer whose jobs read "Title at Company" and "Company (City) · Title". Truth first, then the drawing.
import { cert, columnWriter, job, pdfDocument, period, school, sidebarPdf, truth } from "./issue-34-lib.mjs";

// USA, new graduate: education first with GPA and a coursework line (coursework has no field), projects with
// links, a part-time job and a Leadership entry (a student society role with dates: a job, like a board seat).
const noah = truth(
  {
    firstName: "Noah",
    lastName: "Whitfield",
    email: "noah.whitfield@example.edu",
    phone: "(734) 555-0148",
    location: "Ann Arbor, MI",
    socialLinks: { github: "https://github.com/noahwhitfield" },
  },
  {
    title: "Software Engineer (New Graduate)",
    skills: ["Python", "C++", "TypeScript", "React", "PostgreSQL", "Git"],
  },
  [
    job("Student Web Developer", "University of Michigan Library", "Ann Arbor, MI", "2024-01", "2026-05", [
      "Rebuilt the room booking pages in React, cutting booking errors reported to the help desk by half.",
      "Worked 15 hours a week alongside full-time study.",
    ]),
    job("Software Engineering Intern", "Duo Security", "Ann Arbor, MI", "2025-05", "2025-08", [
      "Added rate limiting to an internal enrollment API in Go.",
    ]),
    job("President", "Michigan Hackers", "Ann Arbor, MI", "2025-04", "2026-04", [
      "Ran weekly workshops for 120 members and organised a 300-person hackathon.",
    ]),
  ],
  [
    school("Bachelor of Science in Engineering, Computer Science", "University of Michigan", "Ann Arbor, MI", "2022-09", "2026-05", {
      gpa: "3.78/4.00",
    }),
  ],
  [],
  [
    {
      title: "TrailMap",
      liveUrl: "https://trailmap.example.dev",
      githubUrl: "https://github.com/noahwhitfield/trailmap",
      technologies: ["React", "PostgreSQL"],
    },
    { title: "tiny-raft", githubUrl: "https://github.com/noahwhitfield/tiny-raft", technologies: ["C++"] },
  ],
);
const noahPdf = () =>
  pdfDocument(async (p) => {
    const col = columnWriter(p, { x: 54, width: 504 });
    col.line("NOAH WHITFIELD", { size: 22, font: "bold", lead: 26 });
    col.line("Software Engineer (New Graduate)", { size: 11, lead: 16 });
    col.line("Ann Arbor, MI | (734) 555-0148 | noah.whitfield@example.edu | https://github.com/noahwhitfield", { size: 9.5 });
    col.heading("EDUCATION");
    const [um] = noah.education;
    col.line(um.school, { font: "bold", right: "Expected May 2026" });
    col.line(`${um.degree} | GPA: ${um.gpa}`);
    col.prose("Relevant Coursework: Data Structures and Algorithms, Operating Systems, Databases, Computer Networks, Machine Learning");
    col.heading("PROJECTS");
    const [trail, raft] = noah.projects;
    col.line(`${trail.title} | React, PostgreSQL`, { font: "bold", right: "Spring 2025" });
    col.line(`Live: ${trail.liveUrl} · Code: ${trail.githubUrl}`, { size: 9 });
    col.bullets(["A hiking trail planner with offline maps and elevation profiles; 900 monthly users."]);
    col.line(`${raft.title} | C++`, { font: "bold", right: "Fall 2024" });
    col.line(raft.githubUrl, { size: 9 });
    col.bullets(["A teaching implementation of the Raft consensus protocol with a fault-injection test harness."]);
    col.heading("EXPERIENCE");
    const [library, duo, hackers] = noah.experience;
    for (const j of [duo, library]) {
      col.line(`${j.title}, ${j.company}`, { font: "bold", right: period(j, "Month") });
      col.line(j.location);
      col.bullets(j.achievements);
      col.gap(4);
    }
    col.heading("LEADERSHIP");
    col.line(`${hackers.title}, ${hackers.company}`, { font: "bold", right: period(hackers, "Month") });
    col.bullets(hackers.achievements);
    col.heading("SKILLS");
    col.line(`Languages & tools: ${noah.professional.skills.join(", ")}`);
  });

// Portugal-born designer in Lisbon: the lib's sidebar PDF with contact, tools and certificates in the sidebar
// and each project with its own portfolio link in the main column.
const ines = truth(
  {
    firstName: "Ines",
    lastName: "Carvalho",
    email: "ines.carvalho@example.pt",
    phone: "+351 912 555 304",
    location: "Lisbon, Portugal",
    website: "https://inescarvalho.design",
  },
  {
    title: "Product Designer",
    summary:
      "Product designer with eight years across fintech and travel apps, taking features from research to shipped interface and building the design systems that keep them consistent.",
    skills: ["Figma", "Framer", "Adobe Illustrator", "Protopie", "Design Systems", "User Research"],
  },
  [
    job("Senior Product Designer", "Revolut", "Lisbon, Portugal", "2022-03", "", [
      "Lead design for card controls used by 12 million customers.",
      "Own the payments pattern library in the company design system.",
    ]),
    job("Product Designer", "Farfetch", "Porto, Portugal", "2019-01", "2022-02", [
      "Redesigned the returns flow, lifting completed returns by 18%.",
    ]),
    job("UI Designer", "Uniplaces", "Lisbon, Portugal", "2017-06", "2018-12", ["Designed the landlord listing tools for web and iOS."]),
  ],
  [school("Master in Communication Design", "Faculdade de Belas-Artes da Universidade de Lisboa", "Lisbon", "2015", "2017")],
  [
    cert("Google UX Design Certificate", "Google", "2020"),
    cert("Certified Usability Analyst (CUA)", "Human Factors International", "2021-06"),
  ],
  [
    { title: "Card Controls Redesign", liveUrl: "https://inescarvalho.design/card-controls" },
    { title: "Farfetch Returns", liveUrl: "https://inescarvalho.design/returns" },
    { title: "Atlas Icon Set", liveUrl: "https://inescarvalho.design/atlas-icons" },
  ],
);
const inesPdf = () =>
  sidebarPdf(ines, {
    side: [
      {
        heading: "CONTACT",
        lines: [ines.personalInfo.location, ines.personalInfo.phone, ines.personalInfo.email, ines.personalInfo.website],
      },
      { heading: "TOOLS", lines: ines.professional.skills },
      {
        heading: "CERTIFICATES",
        lines: [
          "Google UX Design Certificate",
          "Google · 2020",
          "Certified Usability Analyst (CUA)",
          "Human Factors International · 06/2021",
        ],
      },
      { heading: "LANGUAGES", lines: ["Portuguese (native)", "English (C2)", "Spanish (B2)"] },
    ],
    summaryHeading: "ABOUT",
    style: "/",
    extraMain: [
      {
        heading: "SELECTED PROJECTS",
        lines: [
          "Card Controls Redesign: freeze, limits and merchant blocks in one screen.",
          "Portfolio: https://inescarvalho.design/card-controls",
          "Farfetch Returns: a three-step returns flow for 190 countries.",
          "Portfolio: https://inescarvalho.design/returns",
          "Atlas Icon Set: 400 open-source travel icons.",
          "Portfolio: https://inescarvalho.design/atlas-icons",
        ],
      },
    ],
  });

// USA, enterprise sales: contact on one line with pipes under the name, quota figures and President's Club lines
// in the bullets (awards have no field of their own), a Sales Training block (courses: certifications).
const derek = truth(
  {
    firstName: "Derek",
    lastName: "Halvorsen",
    email: "derek.halvorsen@example.com",
    phone: "(612) 555-0193",
    location: "Minneapolis, MN",
    socialLinks: { linkedin: "https://www.linkedin.com/in/derekhalvorsen" },
  },
  {
    title: "Enterprise Account Executive",
    summary:
      "Enterprise seller with eleven years closing six- and seven-figure SaaS deals with manufacturers and retailers; 131% average attainment over the last five years.",
    skills: ["Enterprise Sales", "MEDDICC", "Salesforce", "Negotiation", "Forecasting", "Account Planning"],
  },
  [
    job("Enterprise Account Executive", "Salesforce", "Minneapolis, MN", "2020-02", "", [
      "Closed $4.8M in new ARR in FY2025 against a $3.5M quota (137%).",
      "President's Club 2022 and 2024.",
      "Landed the largest manufacturing logo in the Midwest region in FY2023.",
    ]),
    job("Senior Account Executive", "Oracle NetSuite", "Chicago, IL", "2016-07", "2020-01", [
      "Finished #2 of 40 reps nationally in FY2019 at 142% of quota.",
      "President's Club 2018.",
    ]),
    job("Account Executive", "Paylocity", "Chicago, IL", "2014-06", "2016-06", ["Grew a mid-market territory from $600K to $1.4M ARR."]),
  ],
  [school("Bachelor of Business Administration, Marketing", "University of Minnesota", "Minneapolis, MN", "2010", "2014")],
  [cert("Command of the Message", "Force Management", "2021"), cert("MEDDICC Masterclass", "MEDDICC", "2023")],
);
const derekPdf = () =>
  pdfDocument(async (p) => {
    const col = columnWriter(p, { x: 54, width: 504 });
    col.line("Derek Halvorsen", { size: 24, font: "bold", lead: 26 });
    col.line("Enterprise Account Executive", { size: 12, lead: 18 });
    col.line("Minneapolis, MN | (612) 555-0193 | derek.halvorsen@example.com | https://www.linkedin.com/in/derekhalvorsen", { size: 9 });
    col.heading("SUMMARY");
    col.prose(derek.professional.summary);
    col.heading("SALES PERFORMANCE");
    for (const j of derek.experience) {
      col.line(j.company, { font: "bold", right: j.location });
      col.line(j.title, { right: period(j, "Month") });
      col.bullets(j.achievements);
      col.gap(6);
    }
    col.heading("EDUCATION");
    const [umn] = derek.education;
    col.line(`${umn.school}, ${umn.location}`, { font: "bold", right: "2010 – 2014" });
    col.line(umn.degree);
    col.heading("SALES TRAINING");
    col.line("Command of the Message, Force Management, 2021");
    col.line("MEDDICC Masterclass, MEDDICC, 2023");
    col.heading("CORE SKILLS");
    col.prose(derek.professional.skills.join(" · "));
  });

// Germany, senior engineer: two job forms in one file, "Title at Company" with the dates and city under it, and
// "Company (City) · Title" for older roles; a remote current job; certificates as lines with the issuer below.
const yusuf = truth(
  {
    firstName: "Yusuf",
    lastName: "Demir",
    email: "yusuf.demir@example.de",
    phone: "+49 30 5557 2219",
    location: "Berlin, Germany",
    socialLinks: { github: "https://github.com/ydemir", linkedin: "https://linkedin.com/in/yusufdemir" },
  },
  {
    title: "Staff Backend Engineer",
    summary:
      "Backend engineer with fourteen years on payment and logistics platforms in Go and Java; I design for failure, keep on-call quiet and grow the engineers around me.",
    skills: ["Go", "Java", "Kafka", "PostgreSQL", "Kubernetes", "Distributed Systems", "AWS"],
  },
  [
    job("Staff Backend Engineer", "SumUp", "Remote", "2022-04", "", [
      "Designed the ledger service settling 3 million card payments a day.",
      "Cut p99 authorisation latency from 420 ms to 160 ms.",
    ]),
    job("Senior Software Engineer", "Delivery Hero", "Berlin", "2018-09", "2022-03", [
      "Led the rider dispatch rewrite from PHP to Go across five countries.",
    ]),
    job("Software Engineer", "Zalando", "Berlin", "2014-01", "2018-08", ["Built the order event pipeline on Kafka."]),
    job("Java Developer", "Siemens", "Munich", "2011-10", "2013-12", ["Maintained billing software for industrial energy customers."]),
  ],
  [school("Diplom-Informatiker (Computer Science)", "Technische Universität München", "Munich", "2005", "2011")],
  [
    cert("AWS Certified Solutions Architect – Professional", "Amazon Web Services", "2023-02", "2026-02"),
    cert("Certified Kubernetes Administrator (CKA)", "The Linux Foundation", "2021-11"),
  ],
);
const yusufPdf = () =>
  pdfDocument(async (p) => {
    const col = columnWriter(p, { x: 60, width: 492 });
    col.line("Yusuf Demir", { size: 24, font: "bold", lead: 24 });
    col.line("Staff Backend Engineer", { size: 12, lead: 16 });
    col.line("Berlin, Germany · +49 30 5557 2219 · yusuf.demir@example.de", { size: 9.5 });
    col.line("https://github.com/ydemir · https://linkedin.com/in/yusufdemir", { size: 9.5 });
    col.heading("Summary");
    col.prose(yusuf.professional.summary);
    col.heading("Experience");
    const [sumup, dh, zalando, siemens] = yusuf.experience;
    for (const j of [sumup, dh]) {
      col.line(`${j.title} at ${j.company}`, { font: "bold" });
      col.line(`${period(j, "Mon")} · ${j.location}`);
      col.bullets(j.achievements);
      col.gap(6);
    }
    for (const j of [zalando, siemens]) {
      col.line(`${j.company} (${j.location}) · ${j.title}`, { font: "bold", right: period(j, ".") });
      col.bullets(j.achievements);
      col.gap(6);
    }
    col.heading("Education");
    col.line(yusuf.education[0].degree, { font: "bold", right: "2005 – 2011" });
    col.line(`${yusuf.education[0].school}, Munich`);
    col.heading("Certifications");
    col.line("AWS Certified Solutions Architect – Professional", { font: "bold" });
    col.line("Amazon Web Services · Feb 2023, valid until Feb 2026");
    col.line("Certified Kubernetes Administrator (CKA)", { font: "bold" });
    col.line("The Linux Foundation · Nov 2021");
    col.heading("Skills");
    col.prose(yusuf.professional.skills.join(", "));
  });

export const fixtures = [
  ["noah-whitfield.pdf", noah, noahPdf],
  ["ines-carvalho.pdf", ines, inesPdf],
  ["derek-halvorsen.pdf", derek, derekPdf],
  ["yusuf-demir.pdf", yusuf, yusufPdf],
];
