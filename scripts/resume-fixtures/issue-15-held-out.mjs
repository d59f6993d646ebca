// Held-out fixtures for issue 15: written after the parser changes for the issue, measured before any change for them.
import { cell, docx, para } from "./docx.mjs";
import { pdf } from "./pdf.mjs";

// 15. TXT, Chilean civil engineer: accented name, "+56" mobile, "Title | Company | City" and
// "Title — Company — City" lines, year-only ranges, unknown (non-software) skills, PMP.
const tomasHerrera = `TOMÁS HERRERA
Civil Engineer
Santiago, Chile | +56 9 8765 4321 | tomas.herrera@example.cl
linkedin.com/in/tomasherrera

PROFILE
Civil engineer with nine years on mining and infrastructure projects in northern and central Chile, from site
supervision to planning and cost control of contracts above USD 80 million.

WORK EXPERIENCE
Project Engineer | Constructora Andes | Santiago
Mar 2019 – Present
- Plan and control a USD 85M hospital contract with Primavera P6, keeping it within 2% of budget.
- Lead a team of six site engineers and two quantity surveyors.

Site Engineer — Sacyr Chile — Antofagasta
2016 – 2019
- Supervised earthworks and concrete for a copper mine expansion.
- Cut rework by 15% with a new inspection checklist.

Junior Engineer | Besalco | Valparaíso
2015 – 2016
- Prepared cost estimates and bills of quantities for port works.

EDUCATION
Civil Engineering (B.Eng.), Pontificia Universidad Católica de Chile, 2010 – 2015

SKILLS
AutoCAD, Revit, Civil 3D, Primavera P6, MS Project, Cost Estimation, Contract Management

CERTIFICATIONS
Project Management Professional (PMP) — Project Management Institute — 2021

LANGUAGES
Spanish (native), English (advanced)
`;

// 16. DOCX, UK accountant with the jobs in a two-column table (dates | role, company and bullets),
// credentials after the name without a comma, "Career History", "Qualifications", bulleted skills.
const oliverBennett = () =>
  docx(
    [
      para("Oliver Bennett ACA", { bold: true, size: 20 }),
      para("Finance Manager"),
      para("London, UK | oliver.bennett@example.co.uk | +44 7700 900456"),
      para(""),
      para("Profile", { bold: true }),
      para(
        "Chartered accountant with eight years in audit and commercial finance. I build month-end processes that close in five days and forecasts the board trusts.",
      ),
      para(""),
      para("Career History", { bold: true }),
      `<w:tbl><w:tblPr><w:tblW w:w="9360" w:type="dxa"/></w:tblPr><w:tblGrid><w:gridCol w:w="2400"/><w:gridCol w:w="6960"/></w:tblGrid>`,
      `<w:tr>${cell([para("Sep 2019 – Present")], 2400)}${cell(
        [
          para("Finance Manager", { bold: true }),
          para("Octopus Energy, London"),
          para("Run the month-end close for three UK entities, now five working days instead of nine.", { bullet: true }),
          para("Built the rolling forecast model used in board packs.", { bullet: true }),
        ],
        6960,
      )}</w:tr>`,
      `<w:tr>${cell([para("Sep 2015 – Aug 2019")], 2400)}${cell(
        [
          para("Audit Senior", { bold: true }),
          para("PwC, Bristol"),
          para("Led audits of retail and logistics clients with revenue up to £400M.", { bullet: true }),
        ],
        6960,
      )}</w:tr>`,
      `</w:tbl>`,
      para(""),
      para("Qualifications", { bold: true }),
      para("ACA, Institute of Chartered Accountants in England and Wales (ICAEW), 2018"),
      para("BSc (Hons) Accounting and Finance, University of Bristol, 2012 – 2015"),
      para(""),
      para("Skills", { bold: true }),
      para("Financial Reporting", { bullet: true }),
      para("IFRS", { bullet: true }),
      para("Forecasting", { bullet: true }),
      para("Xero", { bullet: true }),
      para("Advanced Excel", { bullet: true }),
      para("Power BI", { bullet: true }),
      para(""),
      para("Professional Memberships", { bold: true }),
      para("Member, ICAEW"),
    ].join(""),
  );

// 17. PDF, one column, Indian HR professional: "Company, City" on its own line (the walk-through's
// "Flipkart, Bengaluru"), month-name dates, "Core Competencies", a compound skill, SHRM certification.
const meeraNair = () =>
  pdf(async (p) => {
    let y = 742;
    const L = 56;
    const R = 556;
    const row = (left, right, opts = {}) => {
      p.text(L, y, left, opts);
      if (right) p.right(R, y, right);
      y -= 14;
    };
    const heading = (str) => {
      y -= 8;
      p.text(L, y, str, { size: 12, font: "bold" });
      y -= 5;
      p.rule(L, R, y);
      y -= 14;
    };
    const bullet = (str) => {
      p.wrap(str, R - L - 14).forEach((w, i) => {
        if (i === 0) p.text(L + 4, y, "•");
        p.text(L + 14, y, w);
        y -= 13.5;
      });
    };
    p.text(L, y, "Meera Nair", { size: 20, font: "bold" });
    y -= 20;
    row("HR Business Partner", "", { size: 12 });
    row("Bengaluru, Karnataka  |  meera.nair@example.in  |  +91 99000 11223");
    heading("Professional Summary");
    for (const w of p.wrap(
      "HR business partner with nine years in technology and e-commerce companies, covering talent acquisition, performance cycles and employee relations for teams of up to 1,200 people.",
      R - L,
    ))
      row(w);
    heading("Employment History");
    row("HR Business Partner", "June 2018 – Present", { font: "bold" });
    row("Flipkart, Bengaluru");
    bullet("Partner with engineering leaders for 1,200 employees; cut regretted attrition from 14% to 9%.");
    bullet("Rolled out a new performance review cycle on Workday.");
    y -= 4;
    row("Senior HR Executive", "August 2015 – May 2018", { font: "bold" });
    row("Infosys Ltd., Mysuru");
    bullet("Ran campus hiring for 600 graduates a year.");
    heading("Education");
    row("MBA (Human Resources)", "2013 – 2015", { font: "bold" });
    row("Symbiosis Institute of Business Management, Pune");
    row("B.A. in Psychology", "2010 – 2013", { font: "bold" });
    row("Christ University, Bengaluru");
    heading("Core Competencies");
    row("Talent Acquisition, Employee Relations, Performance Management, Payroll, HRIS (Workday, SAP SuccessFactors)");
    heading("Certifications");
    row("SHRM Certified Professional (SHRM-CP), SHRM, 2020");
  });

// 18. TXT, US sales: "Company (City, ST)" lines, "MM/YYYY – Present", a "Key Achievements" line before bullets,
// skills in two labelled lines, Awards.
const kwameMensah = `Kwame Mensah
Enterprise Account Executive
Atlanta, GA • kwame.mensah@example.com • 404-555-0172 • linkedin.com/in/kwamemensah

PROFESSIONAL SUMMARY
Account executive with seven years of SaaS sales to mid-market and enterprise buyers, consistently above quota.

PROFESSIONAL EXPERIENCE
Enterprise Account Executive
Salesloft (Atlanta, GA)\t06/2021 – Present
- Closed $3.2M in new annual recurring revenue in 2023, 128% of quota.
- Built a partner program with two consulting firms that sourced 20% of pipeline.

Account Executive
Cardlytics (Atlanta, GA)\t03/2018 – 05/2021
- Grew a book of 40 mid-market accounts by 35% year over year.

Sales Development Representative
Oracle (Austin, TX)\t07/2016 – 02/2018
- Booked 25 qualified meetings a month, top of a team of 14.

EDUCATION
B.B.A. in Marketing, Georgia State University, 2012 – 2016

SKILLS
Sales: Solution Selling, MEDDIC, Negotiation, Pipeline Management
Tools: Salesforce, HubSpot, Gong, LinkedIn Sales Navigator

AWARDS
President's Club, Salesloft, 2022 and 2023
`;

// 19. DOCX with lists, Spanish pharmacist: company line before the title, "+34" phone, accented names,
// a master's degree without a comma, bulleted skills, Languages.
const luciaFernandez = () =>
  docx(
    [
      para("Lucía Fernández", { bold: true, size: 20 }),
      para("Community Pharmacist"),
      para("Madrid, Spain · +34 612 345 678 · lucia.fernandez@example.es"),
      para(""),
      para("Profile", { bold: true }),
      para(
        "Pharmacist with seven years in community pharmacy, focused on medication reviews for older patients and on running a safe, well-stocked dispensary.",
      ),
      para(""),
      para("Professional Experience", { bold: true }),
      para("Farmacia Central, Madrid", { bold: true }),
      para("Pharmacist in Charge\tFeb 2019 – Present", { tabRight: true }),
      para("Run medication reviews for 300 patients over 65 each year.", { bullet: true }),
      para("Cut expired stock write-offs by 40% with weekly inventory checks.", { bullet: true }),
      para("Farmacia López, Salamanca", { bold: true }),
      para("Staff Pharmacist\tSep 2016 – Jan 2019", { tabRight: true }),
      para("Dispensed prescriptions and prepared compounded medicines.", { bullet: true }),
      para(""),
      para("Education", { bold: true }),
      para("Master's Degree in Clinical Pharmacy\t2016 – 2017", { tabRight: true }),
      para("Complutense University of Madrid"),
      para("Degree in Pharmacy\t2011 – 2016", { tabRight: true }),
      para("University of Salamanca"),
      para(""),
      para("Skills", { bold: true }),
      para("Medication Review", { bullet: true }),
      para("Patient Counselling", { bullet: true }),
      para("Compounding", { bullet: true }),
      para("Inventory Management", { bullet: true }),
      para(""),
      para("Languages", { bold: true }),
      para("Spanish (native), English (C1)"),
    ].join(""),
  );

/** Each fixture's file name and what writes it (text, or a function answering the bytes). */
export const fixtures = [
  ["tomas-herrera.txt", () => tomasHerrera],
  ["oliver-bennett.docx", oliverBennett],
  ["meera-nair.pdf", meeraNair],
  ["kwame-mensah.txt", () => kwameMensah],
  ["lucia-fernandez.docx", luciaFernandez],
];
