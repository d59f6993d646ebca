// Issue 34's third batch: ten fresh resumes, each truth written before any parser run on it, for finding what the
// parser still misses (tests/fixtures/resumes-third/). Weighted on what the first two batches lacked: certifications
// laid out as tables, referees by name, Personal Details, Interests and Languages, skills in tables and columns,
// Remote / Hybrid / contract jobs, teachers, accountants, social workers, pharmacists and engineers. The four PDFs
// live in issue-34-third-pdf.mjs and the three text resumes in issue-34-third-text.mjs (a Wellington teacher's
// Markdown table, a Brisbane accountant in two-column plain text, a Cork pharmacist whose Markdown puts the
// company first in bold); here three DOCX (a Manchester social worker's certification table with soft line
// breaks in a cell, a Birmingham pharmacist's Personal Details, an Edinburgh CEng's Remote and Hybrid roles).
import { bullets, cert, docxDocument, heading, job, para, period, school, table, truth } from "./issue-34-lib.mjs";
import { fixtures as pdfFixtures } from "./issue-34-third-pdf.mjs";
import { fixtures as textFixtures } from "./issue-34-third-text.mjs";

/** A DOCX certification table under a header row; a name with "\n" breaks there with a soft line break. */
const certTable = (certs) =>
  table(
    [
      ["Certification", "Issuer", "Year"].map((h) => [para({ text: h, bold: true })]),
      ...certs.map(([name, issuer, year]) => [
        [para(name.split("\n").map((text, i) => ({ text, br: i > 0 })))],
        [para(issuer)],
        [para(year)],
      ]),
    ],
    [4360, 3800, 1200],
  );
const dated = (text, dates) =>
  para(
    [
      { text, bold: true },
      { text: dates, tab: true },
    ],
    { tabs: true },
  );

// UK social worker: Social Work England registration and post-qualifying awards in a DOCX table (two names broken
// over two lines in their cell), skills in a three-column table, a locum role through an agency (the agency and
// the locum marker have no field), Interests, and referees with title, employer, phone and email.
const sarah = truth(
  { firstName: "Sarah", lastName: "Okafor", email: "sarah.okafor@example.co.uk", phone: "07700 900518", location: "Manchester, UK" },
  {
    title: "Senior Social Worker",
    summary:
      "Adult social worker with eight years in hospital discharge and community teams, confident with complex safeguarding and capacity work and with supervising newly qualified colleagues.",
    skills: [
      "Safeguarding Adults",
      "Care Act Assessments",
      "Mental Capacity Act",
      "Best Interests Decisions",
      "Liquidlogic",
      "Motivational Interviewing",
    ],
  },
  [
    job("Senior Social Worker", "Manchester City Council", "Manchester", "2021-10", "", [
      "Hold a caseload of complex safeguarding enquiries in the Central Integrated Neighbourhood Team.",
      "Supervise three newly qualified social workers through their ASYE.",
    ]),
    job("Social Worker", "Salford City Council", "Salford", "2019-03", "2021-09", [
      "Completed Care Act assessments for hospital discharges at Salford Royal.",
    ]),
    job("Newly Qualified Social Worker", "Stockport Council", "Stockport", "2017-09", "2019-02", ["Completed the ASYE programme in 2018."]),
  ],
  [
    school("MA Social Work", "University of Manchester", "Manchester", "2015", "2017"),
    school("BA (Hons) Sociology", "University of Leeds", "Leeds", "2011", "2014"),
  ],
  [
    // The regulator's registration is a certification from it; a name broken by a soft line break in its cell is
    // one name, read with a space at the break.
    cert("Registered Social Worker", "Social Work England", "2019"),
    cert("Best Interests Assessor (Mental Capacity Act)", "University of Salford", "2022"),
    cert("Practice Educator Professional Standards Stage 2", "Manchester Metropolitan University", "2023"),
  ],
);
const sarahDocx = () => {
  const [senior, locum, nqsw] = sarah.experience;
  const jobBlock = (j, titleLine) => [dated(titleLine, period(j)), para(`${j.company}, ${j.location}`), ...bullets(j.achievements)];
  const s = sarah.professional.skills;
  return docxDocument([
    para({ text: "Sarah Okafor", bold: true, size: 20 }),
    para("Senior Social Worker"),
    para("Manchester, UK · 07700 900518 · sarah.okafor@example.co.uk"),
    heading("Profile"),
    para(sarah.professional.summary),
    heading("Key Skills"),
    table(
      [0, 3].map((i) => s.slice(i, i + 3).map((skill) => [para(skill)])),
      [3120, 3120, 3120],
    ),
    heading("Employment History"),
    ...jobBlock(senior, senior.title),
    ...jobBlock(locum, `${locum.title} (Locum, via Sanctuary Personnel)`),
    ...jobBlock(nqsw, nqsw.title),
    heading("Education"),
    ...sarah.education.flatMap((e) => [dated(e.degree, period(e)), para(`${e.school}, ${e.location}`)]),
    heading("Registration & Post-Qualifying Awards"),
    certTable([
      ["Registered Social Worker", "Social Work England", "2019"],
      ["Best Interests Assessor\n(Mental Capacity Act)", "University of Salford", "2022"],
      ["Practice Educator Professional\nStandards Stage 2", "Manchester Metropolitan University", "2023"],
    ]),
    para("Social Work England registration no. SW112233"),
    heading("Interests"),
    para("Park runs, community choir, volunteering with a food bank."),
    heading("Referees"),
    para({ text: "Jane Holloway", bold: true }),
    para("Team Manager, Manchester City Council"),
    para("0161 234 5000 · jane.holloway@example.gov.uk"),
    para({ text: "Marcus Bell", bold: true }),
    para("Principal Social Worker, Salford City Council"),
    para("0161 794 4711 · marcus.bell@example.gov.uk"),
  ]);
};

// UK pharmacist of Polish origin: each job's company and city on the line under the title, a Personal Details
// block (date of birth, nationality, right to work), GPhC registration with a day-month-year date (only the month
// is kept) and an annotation, a Professional Development course, Languages.
const katarzyna = truth(
  { firstName: "Katarzyna", lastName: "Nowak", email: "k.nowak@example.co.uk", phone: "07700 900764", location: "Birmingham, UK" },
  {
    title: "Pharmacist Independent Prescriber",
    summary:
      "Pharmacist prescriber with seven years in community and primary care, running medication reviews and hypertension clinics for five GP practices.",
    skills: [
      "Structured Medication Reviews",
      "Hypertension Management",
      "Independent Prescribing",
      "EMIS Web",
      "SystmOne",
      "Medicines Optimisation",
    ],
  },
  [
    job("PCN Clinical Pharmacist", "Modality Partnership", "Birmingham", "2022-01", "", [
      "Run structured medication reviews and hypertension clinics across five practices.",
      "Cut high-risk prescribing alerts by 35% in one year.",
    ]),
    job("Pharmacy Manager", "Boots UK", "Solihull", "2018-07", "2021-12", [
      "Managed a team of nine in a 100-hour pharmacy dispensing 12,000 items a month.",
    ]),
    job("Pre-registration Pharmacist", "Boots UK", "Solihull", "2017-07", "2018-06", [
      "Passed the GPhC registration assessment first time.",
    ]),
  ],
  [school("MPharm (Hons) Pharmacy", "Aston University", "Birmingham", "2013", "2017")],
  [
    cert("Registered Pharmacist", "General Pharmaceutical Council (GPhC)", "2018-08"),
    cert("Independent Prescriber", "General Pharmaceutical Council (GPhC)", "2021"),
    cert("Primary Care Pharmacy Education Pathway", "Centre for Pharmacy Postgraduate Education (CPPE)", "2023"),
  ],
);
const katarzynaDocx = () =>
  docxDocument([
    para({ text: "Katarzyna Nowak", bold: true, size: 20 }, { align: "center" }),
    para("Pharmacist Independent Prescriber", { align: "center" }),
    para("Birmingham, UK | 07700 900764 | k.nowak@example.co.uk", { align: "center" }),
    heading("Personal Details"),
    para("Date of birth: 03/05/1994"),
    para("Nationality: Polish"),
    para("Right to work: EU Settled Status"),
    heading("Professional Summary"),
    para(katarzyna.professional.summary),
    heading("Experience"),
    ...katarzyna.experience.flatMap((j) => [
      dated(j.title, period(j, "Month")),
      para(`${j.company} — ${j.location}`),
      ...bullets(j.achievements),
    ]),
    heading("Education"),
    dated("MPharm (Hons) Pharmacy", "2013 – 2017"),
    para("Aston University — Birmingham"),
    heading("Registration"),
    para("Registered Pharmacist, General Pharmaceutical Council (GPhC), registered 14/08/2018, registration no. 2087654"),
    para("Independent Prescriber, General Pharmaceutical Council (GPhC), annotated 2021"),
    heading("Professional Development"),
    para("Primary Care Pharmacy Education Pathway, Centre for Pharmacy Postgraduate Education (CPPE), 2023"),
    heading("Skills"),
    ...bullets(katarzyna.professional.skills),
    heading("Languages"),
    para("Polish (native), English (fluent)"),
  ]);

// Scotland, chartered engineer: the company first in bold and the title after a comma, a Remote role, a contract
// role on "Hybrid – London" through an agency, certifications in a DOCX table with a header row.
const alasdair = truth(
  {
    firstName: "Alasdair",
    lastName: "Grant",
    email: "alasdair.grant@example.co.uk",
    phone: "07700 900926",
    location: "Edinburgh, Scotland",
    socialLinks: { linkedin: "https://linkedin.com/in/alasdairgrant", github: "https://github.com/agrant" },
  },
  {
    title: "Principal Embedded Engineer",
    summary:
      "Chartered engineer with ten years writing firmware for radar, consumer and industrial hardware. I like small, well-tested code that survives contact with the factory.",
    skills: ["C", "C++", "Rust", "Embedded Linux", "FreeRTOS", "Zephyr", "ARM Cortex-M", "Yocto", "Python"],
  },
  [
    job("Principal Embedded Engineer", "Raspberry Pi Ltd", "Remote", "2022-03", "", [
      "Lead firmware for the RP2350 bootloader and its secure boot chain.",
      "Cut factory test time per board from 40 to 12 seconds.",
    ]),
    job("Senior Embedded Software Engineer", "Leonardo UK", "Edinburgh", "2017-06", "2022-02", [
      "Wrote real-time signal processing code for airborne radar in C++ on embedded Linux.",
    ]),
    // A contract role: the client is the company; "Contract, via Harvey Nash" has no field.
    job("Firmware Engineer", "Arm", "Hybrid – London", "2015-01", "2017-05", ["Ported Zephyr to two Cortex-M reference boards."]),
  ],
  [school("MEng Electronic and Electrical Engineering", "University of Edinburgh", "Edinburgh", "2009", "2014")],
  [
    cert("Chartered Engineer (CEng)", "Institution of Engineering and Technology (IET)", "2019"),
    cert("ISTQB Certified Tester Foundation Level", "BCS", "2016"),
    cert("Functional Safety Engineer (IEC 61508)", "TÜV Rheinland", "2021"),
  ],
);
const alasdairDocx = () => {
  const company = (j, extra = "") => dated(`${j.company}, ${j.title}${extra}`, `${j.location} | ${period(j)}`);
  const [pi, leonardo, arm] = alasdair.experience;
  return docxDocument([
    para({ text: "Alasdair Grant CEng MIET", bold: true, size: 20 }),
    para("Principal Embedded Engineer"),
    // Plain text links: the docx package gives hyperlinks random relationship ids, which would change the bytes.
    para("Edinburgh, Scotland · 07700 900926 · alasdair.grant@example.co.uk · linkedin.com/in/alasdairgrant · github.com/agrant"),
    heading("Profile"),
    para(alasdair.professional.summary),
    heading("Experience"),
    ...[pi, leonardo].flatMap((j) => [company(j), ...bullets(j.achievements)]),
    company(arm, " (Contract, via Harvey Nash)"),
    ...bullets(arm.achievements),
    heading("Education"),
    dated("MEng Electronic and Electrical Engineering", "2009 – 2014"),
    para("University of Edinburgh, Edinburgh"),
    heading("Certifications"),
    certTable(alasdair.certifications.map((c) => [c.name, c.issuer, c.issueDate])),
    heading("Technical Skills"),
    para([{ text: "Languages: ", bold: true }, "C, C++, Rust, Python"]),
    para([{ text: "Platforms: ", bold: true }, "Embedded Linux, FreeRTOS, Zephyr, ARM Cortex-M, Yocto"]),
  ]);
};

export const fixtures = [
  ...pdfFixtures,
  ["sarah-okafor.docx", sarah, sarahDocx],
  ["katarzyna-nowak.docx", katarzyna, katarzynaDocx],
  ["alasdair-grant.docx", alasdair, alasdairDocx],
  ...textFixtures,
];
