// Issue 34's held-out batch: eight resumes in the same layouts as the new batch, written to
// tests/fixtures/resumes-held-out/ and never tuned on (the parser's authors do not open them). Truth first.
import {
  bullets,
  cert,
  columnWriter,
  docxDocument,
  heading,
  job,
  para,
  pdfDocument,
  period,
  school,
  sidebarPdf,
  table,
  textFile,
  truth,
} from "./issue-34-lib.mjs";

// Two-column PDF with a sidebar; name over two lines in capitals.
const amara = truth(
  {
    firstName: "Amara",
    lastName: "Okoye",
    email: "amara.okoye@example.co.uk",
    phone: "+44 7700 900789",
    location: "London, UK",
    socialLinks: { linkedin: "https://linkedin.com/in/amaraokoye" },
  },
  {
    title: "Data Analyst",
    summary: "Data analyst with six years in retail and public health, turning messy data into decisions people can defend.",
    skills: ["SQL", "Python", "Tableau", "dbt", "Statistics", "Excel"],
  },
  [
    job("Senior Data Analyst", "Ocado Group", "Hatfield", "2021-05", "", [
      "Built the dbt models behind weekly trading reports.",
      "Forecast van demand for 20 depots.",
    ]),
    job("Data Analyst", "Public Health England", "London", "2018-01", "2021-04", [
      "Published weekly dashboards in Tableau for regional teams.",
    ]),
  ],
  [
    school("MSc in Applied Statistics", "University of Oxford", "Oxford", "2016", "2017"),
    school("BSc in Mathematics", "University of Nottingham", "Nottingham", "2013", "2016"),
  ],
  [cert("Tableau Desktop Specialist", "Tableau", "2020")],
);
const amaraPdf = () =>
  sidebarPdf(amara, {
    side: [
      { heading: "CONTACT", lines: ["London, UK", "+44 7700 900789", "amara.okoye@example.co.uk", "linkedin.com/in/amaraokoye"] },
      { heading: "SKILLS", lines: amara.professional.skills },
      { heading: "CERTIFICATES", lines: ["Tableau Desktop Specialist", "Tableau, 2020"] },
      { heading: "LANGUAGES", lines: ["English (native)", "Igbo (fluent)"] },
    ],
  });

// DOCX, one table row per job.
const daniel = truth(
  {
    firstName: "Daniel",
    lastName: "Fischer",
    email: "daniel.fischer@example.ch",
    phone: "+41 79 555 12 34",
    location: "Zürich, Switzerland",
  },
  {
    title: "Risk Manager",
    summary: "Risk manager with ten years in banking, covering market risk models and their validation.",
    skills: ["Market Risk", "VaR", "Python", "R", "Basel III"],
  },
  [
    job("Head of Market Risk Analytics", "Zürcher Kantonalbank", "Zürich", "2020-08", "", [
      "Lead a team of six quants.",
      "Moved the VaR engine from R to Python.",
    ]),
    job("Risk Analyst", "UBS", "Zürich", "2014-09", "2020-07", ["Validated pricing models for rates derivatives."]),
  ],
  [school("MSc in Quantitative Finance", "University of Zurich", "Zürich", "2012", "2014")],
  [cert("Financial Risk Manager (FRM)", "GARP", "2016")],
);
const danielDocx = () =>
  docxDocument([
    para({ text: "Daniel Fischer", bold: true, size: 20 }),
    para(["Risk Manager", { text: "Zürich, Switzerland | +41 79 555 12 34 | daniel.fischer@example.ch", br: true }]),
    heading("Profile"),
    para(daniel.professional.summary),
    heading("Experience"),
    table(
      daniel.experience.map((j) => [
        [para(period(j, "/")), para(j.company), para(j.location)],
        [para({ text: j.title, bold: true }), ...bullets(j.achievements)],
      ]),
      [2800, 6560],
    ),
    heading("Education"),
    table(
      [[[para("2012 – 2014"), para("University of Zurich"), para("Zürich")], [para({ text: "MSc in Quantitative Finance", bold: true })]]],
      [2800, 6560],
    ),
    heading("Certifications"),
    para("Financial Risk Manager (FRM), GARP, 2016"),
    heading("Skills"),
    para(daniel.professional.skills.join(", ")),
  ]);

// Markdown.
const mei = truth(
  {
    firstName: "Mei",
    lastName: "Chen",
    email: "mei.chen@example.com",
    phone: "+1 415 555 0177",
    location: "San Francisco, CA",
    socialLinks: { linkedin: "https://linkedin.com/in/meichen" },
  },
  {
    title: "Senior Product Manager",
    summary: "Product manager for developer tools; I ship small, measure, and ship again.",
    skills: ["Product Strategy", "Roadmapping", "SQL", "A/B Testing", "Jira"],
  },
  [
    job("Senior Product Manager", "GitHub", "San Francisco, CA", "2021-10", "", ["Own Actions runners; grew paid minutes by 60%."]),
    job("Product Manager", "Twilio", "San Francisco, CA", "2018-03", "2021-09", ["Launched the Verify API to 10,000 customers."]),
    job("Software Engineer", "Yelp", "San Francisco, CA", "2015-07", "2018-02", ["Built the review-ranking service."]),
  ],
  [school("BS in Computer Science", "Stanford University", "Stanford, CA", "2011", "2015")],
);
const meiTxt = textFile([
  "# Mei Chen",
  "## Senior Product Manager",
  "",
  "San Francisco, CA | +1 415 555 0177 | [mei.chen@example.com](mailto:mei.chen@example.com) | [LinkedIn](https://linkedin.com/in/meichen)",
  "",
  "## Summary",
  mei.professional.summary,
  "",
  "## Experience",
  ...mei.experience.flatMap((j) => [
    "",
    `### ${j.company} — ${j.title}`,
    `${j.location} | ${period(j)}`,
    ...j.achievements.map((a) => `- ${a}`),
  ]),
  "",
  "## Education",
  "- **BS in Computer Science**, Stanford University, Stanford, CA (2011 – 2015)",
  "",
  "## Skills",
  ...mei.professional.skills.map((s) => `- ${s}`),
]);

// Executive over two pages: grouped roles, running header, Earlier Career, Board & Advisory Roles.
const robert = truth(
  {
    firstName: "Robert",
    lastName: "Hale",
    email: "robert.hale@example.com",
    phone: "(617) 555-0102",
    location: "Boston, MA",
    socialLinks: { linkedin: "https://linkedin.com/in/roberthale" },
  },
  {
    title: "Chief Financial Officer",
    summary: "CFO with twenty-two years in medical devices and biotech, through two IPOs and four acquisitions.",
    skills: ["Capital Markets", "FP&A", "Investor Relations", "M&A", "SEC Reporting"],
  },
  [
    job("Chief Financial Officer", "Meridian Medical Inc.", "Boston, MA", "2018-01", "", [
      "Led the $240M IPO on Nasdaq in 2020.",
      "Built FP&A and investor relations from scratch.",
    ]),
    job("Vice President, Finance, Devices Division", "Meridian Medical Inc.", "Boston, MA", "2014-03", "2017-12", [
      "Ran finance for a $600M division.",
    ]),
    job("Corporate Controller", "Meridian Medical Inc.", "Boston, MA", "2011-05", "2014-02", [
      "Closed the books in five days instead of twelve.",
    ]),
    job("Audit Manager", "Ernst & Young", "", "2002", "2011"),
    job("Board Member and Audit Committee Chair", "Harborview Therapeutics", "", "2021-06", ""),
  ],
  [school("MBA", "Boston University", "", "2006", "2008"), school("BS in Accounting", "Boston College", "", "1998", "2002")],
  [cert("Certified Public Accountant (CPA)", "Massachusetts Board of Public Accountancy", "2004")],
);
const robertPdf = () =>
  pdfDocument(async (p) => {
    const col = columnWriter(p, {
      x: 56,
      width: 500,
      bottom: 70,
      onNewPage: () => {
        p.text(56, 765, "ROBERT HALE | Page 2", { size: 8 });
        return 736;
      },
    });
    col.line("ROBERT HALE", { size: 22, font: "bold", lead: 24 });
    col.line("Chief Financial Officer", { size: 12, lead: 16 });
    col.line("Boston, MA | (617) 555-0102 | robert.hale@example.com | linkedin.com/in/roberthale");
    col.heading("Executive Summary");
    col.prose(robert.professional.summary);
    col.heading("Areas of Expertise");
    col.line(robert.professional.skills.join(" | "));
    col.heading("Professional Experience");
    col.line("Meridian Medical Inc. — Boston, MA", { font: "bold", right: "2011 – Present" });
    for (const j of robert.experience.slice(0, 3)) {
      col.line(j.title, { font: "bold", right: period(j), indent: 10 });
      col.bullets(j.achievements);
      col.gap(4);
    }
    col.gap(col.y - 90);
    col.prose("Earlier Career: Audit Manager, Ernst & Young, 2002 – 2011");
    col.heading("Board & Advisory Roles");
    const board = robert.experience[4];
    col.line(`${board.title}, ${board.company}`, { right: period(board) });
    col.heading("Education");
    for (const s of robert.education) col.line(`${s.degree}, ${s.school}`, { right: period(s) });
    col.heading("Certifications");
    col.line("Certified Public Accountant (CPA), Massachusetts Board of Public Accountancy, 2004");
  });

// New Zealand: Career Summary, Employment History, "Current", Referees, "Auckland 1010".
const chloe = truth(
  { firstName: "Chloe", lastName: "Martin", email: "chloe.martin@example.co.nz", phone: "021 555 0143", location: "Auckland 1010" },
  {
    title: "Registered Nurse",
    summary: "Registered nurse with seven years in surgical and community settings across Auckland.",
    skills: ["Wound Care", "Medication Administration", "Patient Assessment", "Health Education", "Infection Control"],
  },
  [
    job("Registered Nurse, Surgical Ward", "Auckland City Hospital", "Auckland", "2020-02", "", [
      "Care for up to six post-operative patients per shift.",
      "Preceptor for new graduate nurses.",
    ]),
    job("District Nurse", "Counties Manukau Health", "Manukau", "2017-01", "2020-01", [
      "Visited 12 patients a day for wound care and palliative support.",
    ]),
  ],
  [school("Bachelor of Nursing", "Auckland University of Technology", "Auckland", "2013", "2016")],
  [
    cert("Annual Practising Certificate", "Nursing Council of New Zealand", "2024-04", "2025-03"),
    cert("CPR Level 4", "NZ Resuscitation Council", "2024"),
  ],
);
const chloeDocx = () =>
  docxDocument([
    para({ text: "Chloe Martin", bold: true, size: 20 }),
    para("Registered Nurse"),
    para("Auckland 1010 • 021 555 0143 • chloe.martin@example.co.nz"),
    heading("Career Summary"),
    para(chloe.professional.summary),
    heading("Employment History"),
    ...chloe.experience.flatMap((j) => [
      para(
        [
          { text: j.title, bold: true },
          { text: period(j, "Month", { present: "Current" }), tab: true },
        ],
        { tabs: true },
      ),
      para(`${j.company}, ${j.location}`),
      ...bullets(j.achievements),
    ]),
    heading("Qualifications"),
    para("Bachelor of Nursing, Auckland University of Technology, Auckland, 2013 – 2016"),
    heading("Registrations & Certificates"),
    para("Annual Practising Certificate, Nursing Council of New Zealand (valid 04/2024 – 03/2025)"),
    para("CPR Level 4, NZ Resuscitation Council, 2024"),
    heading("Skills"),
    ...bullets(chloe.professional.skills),
    heading("Referees"),
    para("Available on request."),
  ]);

// A tradesperson in plain text: Summary of Qualifications, Tickets & Licences, "since 07/2021".
const ahmed = truth(
  { firstName: "Ahmed", lastName: "Hassan", email: "ahmed.hassan@example.co.uk", phone: "07700 900321", location: "Birmingham B1 1AA" },
  {
    title: "Gas Engineer",
    skills: ["Boiler Servicing", "Central Heating Installation", "Fault Diagnosis", "Landlord Gas Safety Checks", "Unvented Hot Water"],
  },
  [
    job("Gas Engineer", "British Gas", "Birmingham", "2021-07", "", [
      "Service and repair 8–10 boilers a day.",
      "Carry out landlord gas safety checks.",
    ]),
    job("Heating Engineer", "Midland Heating Ltd", "Solihull", "2016-09", "2021-06", [
      "Installed combi boilers and full central heating systems.",
    ]),
  ],
  [school("NVQ Level 3 in Gas Utilisation", "South and City College Birmingham", "Birmingham", "2014", "2016")],
  [
    cert("Gas Safe Register", "Gas Safe", "2016-09", "2026-09"),
    cert("CSCS Card (Skilled Worker)", "CITB", "2022-05", "2027-05"),
    cert("Unvented Hot Water (G3)", "LCL Awards", "2019-03", "2029-03"),
  ],
);
const ahmedTxt = textFile([
  "AHMED HASSAN",
  "Gas Engineer",
  "Birmingham B1 1AA | 07700 900321 | ahmed.hassan@example.co.uk",
  "",
  "SUMMARY OF QUALIFICATIONS",
  ...ahmed.professional.skills.map((s) => `- ${s}`),
  "",
  "TICKETS & LICENCES",
  "Gas Safe Register, Gas Safe, Reg. No. 612345, issued 09/2016, expires 09/2026",
  "CSCS Card (Skilled Worker), CITB, Card No. 04412233, issued 05/2022, expires 05/2027",
  "Unvented Hot Water (G3), LCL Awards, issued 03/2019, expires 03/2029",
  "",
  "EMPLOYMENT",
  ...ahmed.experience.flatMap((j) => [
    "",
    `${j.title} – ${j.company}, ${j.location}`,
    j.current ? "since 07/2021" : period(j, "/"),
    ...j.achievements.map((a) => `- ${a}`),
  ]),
  "",
  "TRAINING",
  "NVQ Level 3 in Gas Utilisation – South and City College Birmingham, Birmingham (2014 – 2016)",
]);

// moderncv-like academic CV with dates in the left column, "03.2021 – present".
const laura = truth(
  { firstName: "Laura", lastName: "Gómez", email: "laura.gomez@example.es", phone: "+34 600 123 456", location: "Madrid, Spain" },
  { title: "Assistant Professor of Economics", skills: ["Stata", "R", "Econometrics", "Causal Inference"] },
  [
    job("Assistant Professor", "Universidad Carlos III de Madrid", "Getafe, Spain", "2021-03", "", [
      "Teach Labour Economics to 120 undergraduates a year.",
    ]),
    job("Postdoctoral Fellow", "Paris School of Economics", "Paris, France", "2019-09", "2021-02", [
      "Studied minimum wage effects with French administrative data.",
    ]),
  ],
  [school("PhD in Economics", "CEMFI", "Madrid, Spain", "2014", "2019")],
);
const lauraPdf = () =>
  pdfDocument(async (p) => {
    const col = columnWriter(p, { x: 150, width: 406 });
    col.line("Laura Gómez", { size: 24, lead: 26 });
    col.line("Assistant Professor of Economics", { size: 12, lead: 18 });
    col.line("Madrid, Spain · +34 600 123 456 · laura.gomez@example.es", { size: 9 });
    const dated = (dates, str, detail) => {
      p.text(56, col.y, dates, { size: 9 });
      col.prose(str);
      if (detail) col.prose(detail, { size: 9, indent: 8 });
      col.gap(4);
    };
    col.heading("Employment");
    for (const j of laura.experience)
      dated(period(j, ".", { present: "present" }), `${j.title}, ${j.company}, ${j.location}.`, j.achievements[0]);
    col.heading("Education");
    dated("2014–2019", "PhD in Economics, CEMFI, Madrid, Spain.", "Advisor: Prof. Manuel Arellano.");
    col.heading("Research");
    dated("2024", 'L. Gómez, "Minimum Wages and Firm Entry", Journal of Labor Economics, forthcoming.');
    col.heading("Grants");
    dated("2022", "Ramón y Cajal Fellowship, Spanish Ministry of Science.");
    col.heading("Teaching");
    dated("2021–", "Labour Economics (undergraduate), Universidad Carlos III de Madrid.");
    col.heading("Skills");
    dated("Software", "Stata, R");
    dated("Methods", "Econometrics, Causal Inference");
  });

// Hospitality in DOCX: "April 2019 to present", Certifications & Affiliations, Dubai.
const priya = truth(
  { firstName: "Priya", lastName: "Menon", email: "priya.menon@example.ae", phone: "+971 50 123 4567", location: "Dubai, UAE" },
  {
    title: "Executive Sous Chef",
    summary: "Chef with fourteen years in five-star kitchens in India and the Gulf, leading brigades of up to 35 cooks.",
    skills: ["Menu Engineering", "Food Costing", "HACCP", "Kitchen Management", "Indian Cuisine"],
  },
  [
    job("Executive Sous Chef", "Atlantis The Palm", "Dubai", "2019-04", "", [
      "Run three restaurant kitchens with 35 cooks.",
      "Cut food cost from 34% to 29%.",
    ]),
    job("Chef de Cuisine", "The Leela Palace", "Bengaluru", "2014-06", "2019-03", ["Opened the hotel's coastal Indian restaurant."]),
  ],
  [school("Bachelor of Hotel Management", "Welcomgroup Graduate School of Hotel Administration", "Manipal", "2007", "2010")],
  [cert("HACCP Level 4", "Highfield", "2020"), cert("Person in Charge (PIC)", "Dubai Municipality", "2019")],
);
const priyaDocx = () =>
  docxDocument([
    para({ text: "PRIYA MENON", bold: true, size: 20 }),
    para("Executive Sous Chef | Dubai, UAE | +971 50 123 4567 | priya.menon@example.ae"),
    heading("Profile"),
    para(priya.professional.summary),
    heading("Professional Experience"),
    ...priya.experience.flatMap((j) => [
      para(
        [
          { text: `${j.title}, ${j.company} — ${j.location}`, bold: true },
          { text: j.current ? "April 2019 to present" : period(j, "Month"), tab: true },
        ],
        { tabs: true },
      ),
      ...bullets(j.achievements),
    ]),
    heading("Education"),
    para("Bachelor of Hotel Management, Welcomgroup Graduate School of Hotel Administration, Manipal (2007 – 2010)"),
    heading("Certifications & Affiliations"),
    para("HACCP Level 4 – Highfield, 2020"),
    para("Person in Charge (PIC) – Dubai Municipality, 2019"),
    para("Member, Emirates Culinary Guild"),
    heading("Core Skills"),
    para(priya.professional.skills.join(" • ")),
  ]);

export const fixtures = [
  ["amara-okoye.pdf", amara, amaraPdf],
  ["daniel-fischer.docx", daniel, danielDocx],
  ["mei-chen.txt", mei, meiTxt],
  ["robert-hale.pdf", robert, robertPdf],
  ["chloe-martin.docx", chloe, chloeDocx],
  ["ahmed-hassan.txt", ahmed, ahmedTxt],
  ["laura-gomez.pdf", laura, lauraPdf],
  ["priya-menon.docx", priya, priyaDocx],
];
