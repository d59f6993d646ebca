// Issue 34's third batch, the PDFs: a Scottish teacher (name in capitals, certifications in tab-aligned columns
// under a "Certification / Issuer / Year" header, Personal Details, Interests, referees by name), a South African
// chartered accountant (company first in bold and the title after a comma, skills in three columns, Languages),
// a London CFO (grouped roles, Executive Education written provider first, board seats, "Earlier Career") and a
// Canadian P.Eng. (a contract role via an agency). Truth first, then the drawing (see issue-34-third.mjs).
import { StandardFonts } from "pdf-lib";
import { cert, columnWriter, drawJob, drawSchool, job, pdfDocument, period, school, truth } from "./issue-34-lib.mjs";

/** Draws each row's cells at fixed x positions on one line (what a tab-aligned block looks like in a PDF). */
function columns(p, col, xs, rows, opts = {}) {
  for (const row of rows) {
    col.ensure(14);
    for (const [i, text] of row.entries()) p.text(xs[i], col.y, text, opts);
    col.y -= (opts.size ?? 10) + 4;
  }
}

// Scotland, teacher: "FIONA MACLEOD" in capitals (entered as MacLeod), GTCS registration and courses in a table
// drawn as tab-aligned columns, a Personal Details block, Interests and two referees with phone and email (none of
// these three have a profile field).
const fiona = truth(
  { firstName: "Fiona", lastName: "MacLeod", email: "fiona.macleod@example.co.uk", phone: "07700 900431", location: "Glasgow, Scotland" },
  {
    title: "Principal Teacher of Mathematics",
    summary:
      "Mathematics teacher with eleven years in Glasgow secondary schools, leading a department of seven and raising Higher pass rates through clear routines and good data.",
    skills: ["Curriculum for Excellence", "SQA Assessment", "Differentiated Learning", "Google Classroom", "Pastoral Care"],
  },
  [
    job("Principal Teacher of Mathematics", "Hillhead High School", "Glasgow", "2019-08", "", [
      "Lead a department of seven teachers across S1 to S6.",
      "Raised the Higher Mathematics A–C pass rate from 71% to 84% in three years.",
    ]),
    job("Teacher of Mathematics", "Bearsden Academy", "Bearsden", "2014-08", "2019-06", [
      "Taught National 5, Higher and Advanced Higher classes.",
      "Ran the after-school maths clinic.",
    ]),
    job("Probationer Teacher", "St Thomas Aquinas Secondary School", "Glasgow", "2013-08", "2014-06", [
      "Completed the Teacher Induction Scheme.",
    ]),
  ],
  [
    school("PGDE Secondary (Mathematics)", "University of Glasgow", "Glasgow", "2012", "2013"),
    school("BSc (Hons) Mathematics", "University of Strathclyde", "Glasgow", "2008", "2012"),
  ],
  [
    // Registration with the teaching council is a certification from the council; Professional Learning courses
    // are certifications from their provider.
    cert("Full Registration (Secondary Mathematics)", "General Teaching Council for Scotland", "2014"),
    cert("Professional Recognition: Leadership of Learning", "General Teaching Council for Scotland", "2021"),
    cert("Scottish Mental Health First Aid", "Public Health Scotland", "2022"),
    cert("Into Headship Programme", "Education Scotland", "2024"),
  ],
);
const fionaPdf = () =>
  pdfDocument(async (p) => {
    const col = columnWriter(p, { x: 56, width: 500 });
    col.line("FIONA MACLEOD", { size: 22, font: "bold", lead: 24 });
    col.line(fiona.professional.title, { size: 12, lead: 16 });
    col.line("Glasgow, Scotland · 07700 900431 · fiona.macleod@example.co.uk");
    col.heading("Personal Details");
    col.line("Date of birth: 12/03/1990 · Nationality: British");
    col.heading("Profile");
    col.prose(fiona.professional.summary);
    col.heading("Teaching Experience");
    for (const j of fiona.experience) drawJob(col, j, { style: "Month", companyLine: (x) => `${x.company}, ${x.location}` });
    col.heading("Education");
    for (const s of fiona.education) drawSchool(col, s);
    col.heading("Registration & Professional Learning");
    const xs = [56, 300, 520];
    columns(p, col, xs, [["Certification", "Issuer", "Year"]], { font: "bold", size: 9.5 });
    columns(
      p,
      col,
      xs,
      fiona.certifications.map((c) => [c.name, c.issuer, c.issueDate]),
      { size: 8.5 },
    );
    col.heading("Skills");
    col.line(fiona.professional.skills.join(" · "));
    col.heading("Interests");
    col.line("Hill walking (58 Munros so far), choir, coaching the school chess club.");
    col.heading("Referees");
    col.line("Mr Gordon Baird, Head Teacher, Hillhead High School", { font: "bold" });
    col.line("0141 582 0010 · gordon.baird@example.org.uk");
    col.gap(4);
    col.line("Mrs Elaine Fraser, Depute Head Teacher, Bearsden Academy", { font: "bold" });
    col.line("0141 955 2366 · elaine.fraser@example.org.uk");
  });

// South Africa, chartered accountant: each job's company first in bold and the title after a comma, the city and
// dates under it, skills in three columns, Professional Designations with registration numbers, Languages.
const thabo = truth(
  {
    firstName: "Thabo",
    lastName: "Nkosi",
    email: "thabo.nkosi@example.co.za",
    phone: "+27 82 555 0147",
    location: "Johannesburg, South Africa",
    socialLinks: { linkedin: "https://linkedin.com/in/thabonkosi" },
  },
  {
    title: "Financial Manager",
    summary:
      "Chartered accountant with twelve years in audit and industry. I run month-end, group consolidations and budgets for a listed energy group and keep the audit committee free of surprises.",
    skills: [
      "IFRS",
      "Consolidations",
      "Budgeting",
      "Forecasting",
      "SAP S/4HANA",
      "CaseWare",
      "Power BI",
      "Tax Compliance",
      "Team Leadership",
    ],
  },
  [
    job("Financial Manager", "Sasol", "Sandton", "2020-03", "", [
      "Own month-end close and consolidation for 14 subsidiaries, reported in six working days.",
      "Led the move of group reporting to SAP S/4HANA.",
    ]),
    job("Audit Manager", "PwC", "Johannesburg", "2016-01", "2020-02", [
      "Managed audits of JSE-listed mining and energy clients with fees up to R12m.",
    ]),
    job("Trainee Accountant", "PwC", "Johannesburg", "2013-01", "2015-12", ["Completed a three-year SAICA training contract."]),
  ],
  [
    school("Postgraduate Diploma in Accounting (CTA)", "University of Cape Town", "Cape Town", "2012", "2013"),
    school("BCom (Accounting)", "University of the Witwatersrand", "Johannesburg", "2009", "2011"),
  ],
  [
    // Designations are certifications from the body that confers them; the membership is named by its grade.
    cert("Chartered Accountant (South Africa) CA(SA)", "South African Institute of Chartered Accountants (SAICA)", "2016"),
    cert("Registered Auditor (RA)", "Independent Regulatory Board for Auditors (IRBA)", "2017"),
    cert("Member", "Institute of Directors in South Africa (IoDSA)", "2022"),
  ],
);
const thaboPdf = () =>
  pdfDocument(async (p) => {
    const boldFont = await p.doc.embedFont(StandardFonts.HelveticaBold);
    const col = columnWriter(p, { x: 56, width: 500 });
    col.line("Thabo Nkosi", { size: 22, font: "bold", lead: 24 });
    col.line("Financial Manager | CA(SA)", { size: 12, lead: 16 });
    col.line("Johannesburg, South Africa · +27 82 555 0147 · thabo.nkosi@example.co.za · linkedin.com/in/thabonkosi");
    col.heading("Summary");
    col.prose(thabo.professional.summary);
    col.heading("Core Skills");
    const skills = thabo.professional.skills;
    // Read down each column, as Word's newspaper columns do.
    columns(
      p,
      col,
      [56, 226, 396],
      [0, 1, 2].map((r) => [skills[r], skills[r + 3], skills[r + 6]]),
    );
    col.heading("Experience");
    for (const j of thabo.experience) {
      col.ensure(28);
      const lead = `${j.company}, `;
      p.text(col.x, col.y, lead, { font: "bold" });
      p.text(col.x + boldFont.widthOfTextAtSize(lead, 10), col.y, j.title);
      col.y -= 14;
      col.line(`${j.location} | ${period(j, "Mon")}`, { size: 9 });
      col.bullets(j.achievements);
      col.gap(6);
    }
    col.heading("Education");
    for (const s of thabo.education) drawSchool(col, s);
    col.heading("Professional Designations");
    col.prose("Chartered Accountant (South Africa) CA(SA), South African Institute of Chartered Accountants (SAICA), 2016");
    col.line("SAICA membership no. 20412345", { size: 9, indent: 10 });
    col.prose("Registered Auditor (RA), Independent Regulatory Board for Auditors (IRBA), 2017");
    col.line("Member, Institute of Directors in South Africa (IoDSA), since 2022");
    col.heading("Languages");
    col.line("English, isiZulu, Afrikaans, Sesotho");
  });

// London executive: four roles under one employer (the employer line gives London; one role gives Singapore),
// Executive Education written provider first, board seats, and "Earlier Career" in one line.
const priya = truth(
  {
    firstName: "Priya",
    lastName: "Nair",
    email: "priya.nair@example.com",
    phone: "+44 7700 900275",
    location: "London, UK",
    socialLinks: { linkedin: "https://linkedin.com/in/priyanair" },
  },
  {
    title: "Chief Financial Officer",
    summary:
      "Finance executive with twenty years in consumer goods and advisory. I lead finance teams of 400 across Europe and Asia, and I pair margin discipline with the investment that keeps brands growing.",
    skills: ["Financial Strategy", "M&A", "Capital Allocation", "Investor Relations", "Transformation", "Risk Management"],
  },
  [
    job("Chief Financial Officer, Beauty & Wellbeing", "Unilever", "London", "2021-06", "", [
      "Lead finance for a €13bn business group with 400 finance staff in 30 markets.",
      "Delivered 210 basis points of gross margin improvement in two years.",
      "Led the finance workstream of two acquisitions worth €1.4bn.",
    ]),
    job("Finance Director, Personal Care Asia", "Unilever", "Singapore", "2017-04", "2021-05", [
      "Ran finance for €4bn of sales in 18 markets across South-East Asia and Australasia.",
      "Cut working capital by €320m through a regional payment terms programme.",
    ]),
    job("Head of Commercial Finance, UK & Ireland", "Unilever", "London", "2014-01", "2017-03", [
      "Rebuilt trade investment controls with the three largest UK grocers.",
    ]),
    job("Senior Manager, Transaction Services", "KPMG", "London", "2008-09", "2013-12", [
      "Led financial due diligence on consumer and retail deals up to £2bn.",
    ]),
    job("Audit Senior", "KPMG", "Birmingham", "2005", "2008"),
    job("Non-Executive Director", "Shelter", "", "2022-01", ""),
    job("Trustee", "The Prince's Trust", "", "2019-05", "2023-04"),
  ],
  [
    school("Executive MBA", "London Business School", "", "2011", "2013"),
    school("BSc (Hons) Economics", "University of Warwick", "", "2002", "2005"),
  ],
  [
    cert("Chartered Accountant (ACA)", "Institute of Chartered Accountants in England and Wales (ICAEW)", "2008"),
    // Executive Education courses are certifications from the school that ran them, whichever comes first.
    cert("Advanced Management Programme", "INSEAD", "2022"),
    cert("Leading Global Businesses", "Harvard Business School", "2019"),
  ],
);
const priyaPdf = () =>
  pdfDocument(async (p) => {
    const col = columnWriter(p, { x: 56, width: 500 });
    col.line("Priya Nair", { size: 22, font: "bold", lead: 24 });
    col.line("Chief Financial Officer · ACA", { size: 12, lead: 16 });
    col.line("London, UK · +44 7700 900275 · priya.nair@example.com · linkedin.com/in/priyanair");
    col.heading("Executive Profile");
    col.prose(priya.professional.summary);
    col.heading("Areas of Expertise");
    col.line(priya.professional.skills.join(" · "));
    col.heading("Career History");
    col.line("UNILEVER, London", { font: "bold", right: "2014 – Present" });
    col.gap(2);
    for (const j of priya.experience.slice(0, 3)) {
      const where = j.location === "London" ? "" : `, ${j.location}`;
      col.line(`${j.title}${where}`, { font: "bold", right: period(j), indent: 10 });
      col.bullets(j.achievements);
      col.gap(4);
    }
    const kpmg = priya.experience[3];
    col.line("KPMG, London", { font: "bold" });
    col.line(kpmg.title, { font: "bold", right: period(kpmg), indent: 10 });
    col.bullets(kpmg.achievements);
    col.gap(4);
    col.prose("Earlier Career: Audit Senior, KPMG, Birmingham (2005 – 2008)");
    col.heading("Board Roles");
    for (const j of priya.experience.slice(5)) col.line(`${j.title}, ${j.company}`, { right: period(j) });
    col.heading("Education");
    for (const s of priya.education) col.line(`${s.degree}, ${s.school}`, { right: period(s) });
    col.heading("Professional Qualifications");
    col.prose("Chartered Accountant (ACA), Institute of Chartered Accountants in England and Wales (ICAEW), 2008");
    col.heading("Executive Education");
    col.line("INSEAD — Advanced Management Programme (2022)");
    col.line("Harvard Business School — Leading Global Businesses (2019)");
    col.gap(10);
    col.line("References available on request.");
  });

// Canada, structural engineer: "Calgary, Alberta", a contract role through an agency (the client is the company;
// the contract marker and the agency have no field), P.Eng. with APEGA, skills in three columns, "Present".
const ryan = truth(
  { firstName: "Ryan", lastName: "Tremblay", email: "ryan.tremblay@example.ca", phone: "403-555-0182", location: "Calgary, Alberta" },
  {
    title: "Senior Structural Engineer",
    summary:
      "Structural engineer with ten years on industrial and commercial projects in Alberta, from oil sands modules to mid-rise concrete buildings.",
    skills: [
      "Structural Analysis",
      "Steel Design",
      "Concrete Design",
      "SAP2000",
      "ETABS",
      "Revit",
      "AutoCAD",
      "Tekla Structures",
      "CSA Standards",
    ],
  },
  [
    job("Senior Structural Engineer", "Stantec", "Calgary, AB", "2021-02", "", [
      "Lead structural design for mid-rise residential and healthcare buildings up to $90M.",
      "Review and stamp drawings for a team of four engineers.",
    ]),
    job("Structural Engineer", "Suncor Energy", "Fort McMurray, AB", "2019-05", "2021-01", [
      "Designed pipe racks and module steel for a plant turnaround.",
    ]),
    job("Engineer-in-Training", "WSP Canada", "Edmonton, AB", "2015-06", "2019-04", [
      "Designed concrete foundations for industrial equipment.",
    ]),
  ],
  [school("Bachelor of Science in Civil Engineering", "University of Alberta", "Edmonton, AB", "2011", "2015")],
  [
    cert("Professional Engineer (P.Eng.)", "APEGA", "2019"),
    cert("Standard First Aid with CPR Level C", "Canadian Red Cross", "2024", "2027"),
    cert("Construction Safety Training System (CSTS)", "Alberta Construction Safety Association", "2021"),
  ],
);
const ryanPdf = () =>
  pdfDocument(async (p) => {
    const col = columnWriter(p, { x: 56, width: 500 });
    col.line("Ryan Tremblay, P.Eng.", { size: 22, font: "bold", lead: 24 });
    col.line(ryan.professional.title, { size: 12, lead: 16 });
    col.line("Calgary, Alberta · 403-555-0182 · ryan.tremblay@example.ca");
    col.heading("Summary");
    col.prose(ryan.professional.summary);
    col.heading("Technical Skills");
    const skills = ryan.professional.skills;
    columns(
      p,
      col,
      [56, 226, 396],
      [0, 3, 6].map((i) => skills.slice(i, i + 3)),
    );
    col.heading("Professional Experience");
    const [stantec, suncor, wsp] = ryan.experience;
    drawJob(col, stantec, { style: "Month", companyLine: (x) => `${x.company} — ${x.location}` });
    drawJob(
      col,
      { ...suncor, title: `${suncor.title} — Contract` },
      {
        style: "Month",
        companyLine: (x) => `${x.company} — ${x.location} (via Hays)`,
      },
    );
    drawJob(col, wsp, { style: "Month", companyLine: (x) => `${x.company} — ${x.location}` });
    col.heading("Education");
    for (const s of ryan.education) drawSchool(col, s);
    col.heading("Licences & Certifications");
    col.prose("Professional Engineer (P.Eng.), APEGA, 2019 (Permit to Practice member no. 123456)");
    col.line("Standard First Aid with CPR Level C, Canadian Red Cross, 2024, expires 2027");
    col.prose("Construction Safety Training System (CSTS), Alberta Construction Safety Association, 2021");
  });

export const fixtures = [
  ["fiona-macleod.pdf", fiona, fionaPdf],
  ["thabo-nkosi.pdf", thabo, thaboPdf],
  ["priya-nair.pdf", priya, priyaPdf],
  ["ryan-tremblay.pdf", ryan, ryanPdf],
];
