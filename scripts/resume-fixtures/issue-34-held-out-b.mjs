// Issue 34's second held-out batch: eight fresh resumes written truth first and never read by the parser or its
// authors before the one scoring run (tests/fixtures/resumes-held-out-b/). The three PDFs live in
// issue-34-held-out-b-pdf.mjs and the two text resumes in issue-34-held-out-b-text.mjs; here three DOCX (a hotel
// manager's table rows with dates and city on the left and certificates in a table with soft breaks inside names,
// a South African finance director's tab-aligned roles grouped under two employers with board roles, and a
// Europass-style CV from Portugal with day-month-year dates).
import { fixtures as pdfFixtures } from "./issue-34-held-out-b-pdf.mjs";
import { fixtures as textFixtures } from "./issue-34-held-out-b-text.mjs";
import { bullets, cert, docxDocument, heading, job, para, period, school, table, truth } from "./issue-34-lib.mjs";

const labelled = (label, list) => para([{ text: `${label}: `, bold: true }, list.join(", ")]);
const tabbed = (left, right, bold = true) =>
  para(
    [
      { text: left, bold },
      { text: right, tab: true },
    ],
    { tabs: true },
  );

// Dubai, hospitality: one table row per job (dates and city in the left cell; title, hotel and bullets in the
// right), certificates in a two-column table whose long names break with a soft line break, skills under labels.
const farah = truth(
  {
    firstName: "Farah",
    lastName: "Haddad",
    email: "farah.haddad@example.ae",
    phone: "+971 50 555 0123",
    location: "Dubai, UAE",
    socialLinks: { linkedin: "https://linkedin.com/in/farahhaddad" },
  },
  {
    title: "Hotel Manager",
    summary:
      "Hotelier with sixteen years in luxury resorts and city hotels across the Gulf and the Levant. I run rooms, food and beverage and guest experience as one operation, and I grow revenue without losing the warmth guests come back for.",
    skills: ["Rooms Division", "Revenue Management", "Guest Experience", "Budgeting", "Pre-opening", "Opera PMS", "IDeaS", "Medallia"],
  },
  [
    job("Hotel Manager", "Atlantis The Palm", "Dubai, UAE", "2020-02", "", [
      "Run day-to-day operations of a 1,500-room resort with 2,300 colleagues, reporting to the Managing Director.",
      "Raised guest satisfaction from 82 to 89 points in two years while RevPAR grew 24%.",
      "Led the reopening after the 2020 closure in six weeks.",
    ]),
    job("Director of Rooms", "Four Seasons Resort Dubai at Jumeirah Beach", "Dubai, UAE", "2016-09", "2020-01", [
      "Managed front office, housekeeping, spa and recreation, 320 colleagues.",
      "Introduced pre-arrival messaging that lifted upsell revenue by AED 3.1m a year.",
    ]),
    job("Front Office Manager", "Hilton Doha", "Doha, Qatar", "2013-03", "2016-08", [
      "Opened the executive lounge and trained its team of 18.",
    ]),
    job("Guest Relations Executive", "Mövenpick Hotel Beirut", "Beirut, Lebanon", "2010-06", "2013-02", [
      "Looked after VIP arrivals and long-stay corporate guests.",
    ]),
  ],
  [
    school(
      "Bachelor of Science in International Hospitality Management",
      "EHL Hospitality Business School",
      "Lausanne, Switzerland",
      "2006",
      "2010",
    ),
  ],
  [
    cert("Certified Hotel Administrator (CHA)", "American Hotel & Lodging Educational Institute", "2019"),
    cert("Certified Revenue Management Executive (CRME)", "HSMAI", "2017"),
    cert("Person in Charge (PIC) Food Safety Certificate", "Dubai Municipality", "2023", "2026-03"),
  ],
);
const farahDocx = () => {
  // Where the cell is narrow the writer broke the long names by hand (a soft line break, not a new paragraph).
  const nameRuns = (name) => {
    const cut = name.lastIndexOf(" ", 30);
    return name.length > 30
      ? [
          { text: name.slice(0, cut), bold: true },
          { text: name.slice(cut + 1), bold: true, br: true },
        ]
      : [{ text: name, bold: true }];
  };
  const issued = (c) => `${c.issuer}, ${c.issueDate}${c.expiryDate ? `, valid until ${c.expiryDate.split("-").reverse().join("/")}` : ""}`;
  return docxDocument([
    para({ text: "FARAH HADDAD", bold: true, size: 20 }, { align: "center" }),
    para("Hotel Manager", { align: "center" }),
    para("Dubai, UAE | +971 50 555 0123 | farah.haddad@example.ae | linkedin.com/in/farahhaddad", { align: "center" }),
    heading("Profile"),
    para(farah.professional.summary),
    heading("Career History"),
    table(
      farah.experience.map((j) => [
        [para(period(j)), para(j.location)],
        [para({ text: j.title, bold: true }), para(j.company), ...bullets(j.achievements)],
      ]),
      [2400, 6960],
    ),
    heading("Education"),
    table(
      [
        [
          [para("2006 – 2010"), para("Lausanne, Switzerland")],
          [para({ text: farah.education[0].degree, bold: true }), para(farah.education[0].school)],
        ],
      ],
      [2400, 6960],
    ),
    heading("Certifications"),
    table(
      farah.certifications.map((c) => [[para(nameRuns(c.name))], [para(issued(c))]]),
      [4200, 5160],
    ),
    heading("Skills"),
    labelled("Operations", farah.professional.skills.slice(0, 5)),
    labelled("Systems", farah.professional.skills.slice(5)),
    heading("Languages"),
    para("Arabic (native) · English (fluent) · French (fluent)"),
    para(""),
    para("References available upon request."),
  ]);
};

// South Africa, finance: tab-aligned dates, roles grouped under two employers (the employer's line with its city
// and overall dates, each role's title with its own dates), Board & Advisory Roles, a professional designation,
// a membership and an executive programme, skills under labels.
const thandiwe = truth(
  {
    firstName: "Thandiwe",
    lastName: "Nkosi",
    email: "thandiwe.nkosi@example.co.za",
    phone: "+27 82 555 0147",
    location: "Johannesburg, Gauteng",
    socialLinks: { linkedin: "https://linkedin.com/in/thandiwenkosi" },
  },
  {
    title: "Finance Director",
    summary:
      "Chartered accountant with twenty years in audit and banking finance. I lead finance teams that close fast, forecast honestly and give the business numbers it can act on.",
    skills: [
      "Financial Reporting (IFRS)",
      "Financial Planning and Analysis",
      "Capital Management",
      "Audit Committee Reporting",
      "SAP BPC",
      "Power BI",
    ],
  },
  [
    job("Finance Director", "Standard Bank Group", "Johannesburg", "2020-07", "", [
      "Lead a finance team of 140 for a business unit with R18bn of annual revenue.",
      "Brought the monthly close down from ten working days to five.",
      "Present results and capital plans to the board and the audit committee.",
    ]),
    job("Head of Financial Planning and Analysis", "Standard Bank Group", "Johannesburg", "2016-03", "2020-06", [
      "Rebuilt the three-year planning model used for the group's capital allocation.",
      "Set up rolling forecasts across eleven African subsidiaries.",
    ]),
    job("Senior Finance Manager", "Standard Bank Group", "Johannesburg", "2013-01", "2016-02", [
      "Ran IFRS 9 implementation for the retail lending book.",
    ]),
    job("Audit Manager", "PwC South Africa", "Johannesburg", "2009-01", "2012-12", ["Managed audits of two listed banks and an insurer."]),
    job("Trainee Accountant", "PwC South Africa", "Johannesburg", "2006-01", "2008-12", [
      "Completed a three-year training contract in financial services assurance.",
    ]),
    // Board seats are jobs the person holds (first batch's "Board & Advisory Roles" convention).
    job("Non-Executive Director and Audit Committee Chair", "Lesedi Housing Trust", "", "2021-03", ""),
  ],
  [
    school("BCom in Accounting", "University of Pretoria", "Pretoria", "2002", "2004"),
    school("Postgraduate Diploma in Accounting Sciences (CTA)", "University of South Africa (UNISA)", "", "2005", "2006"),
  ],
  [
    cert("Chartered Accountant (SA)", "South African Institute of Chartered Accountants (SAICA)", "2009"),
    cert("Member", "Institute of Directors in South Africa (IoDSA)", "2021"),
    cert("Executive Development Programme", "Gordon Institute of Business Science (GIBS)", "2018"),
  ],
);
const thandiweDocx = () => {
  const group = (company, jobs, dates) => [
    tabbed(`${company} | Johannesburg`, dates),
    ...jobs.flatMap((j) => [tabbed(j.title, period(j), false), ...bullets(j.achievements)]),
  ];
  const [sb1, sb2, sb3, pwc1, pwc2, board] = thandiwe.experience;
  return docxDocument([
    para({ text: "Thandiwe Nkosi", bold: true, size: 20 }),
    para("Finance Director"),
    para(["Johannesburg, Gauteng", { text: "+27 82 555 0147 | thandiwe.nkosi@example.co.za | linkedin.com/in/thandiwenkosi", br: true }]),
    heading("Executive Profile"),
    para(thandiwe.professional.summary),
    heading("Career History"),
    ...group("Standard Bank Group", [sb1, sb2, sb3], "Jan 2013 – Present"),
    ...group("PwC South Africa", [pwc1, pwc2], "Jan 2006 – Dec 2012"),
    heading("Board & Advisory Roles"),
    tabbed(`${board.title}, ${board.company}`, period(board), false),
    heading("Education"),
    ...thandiwe.education.flatMap((s) => [
      tabbed(s.degree, `${s.startDate} – ${s.endDate}`),
      para(s.location ? `${s.school}, ${s.location}` : s.school),
    ]),
    heading("Professional Qualifications & Memberships"),
    para("Chartered Accountant (SA), South African Institute of Chartered Accountants (SAICA), 2009"),
    para("Member, Institute of Directors in South Africa (IoDSA), since 2021"),
    heading("Executive Education"),
    para("Executive Development Programme, Gordon Institute of Business Science (GIBS), 2018"),
    heading("Skills"),
    labelled("Finance", thandiwe.professional.skills.slice(0, 4)),
    labelled("Systems", thandiwe.professional.skills.slice(4)),
    para(""),
    para("References: available on request."),
  ]);
};

// Portugal, a Europass-style CV: "01/03/2019 – Current" day-month-year dates with the city and country, the
// title and the employer on their own lines, Mother tongue / Other languages, Digital skills, a membership of the
// engineers' order, courses with their providers, a driving licence.
const tiago = truth(
  {
    firstName: "Tiago",
    lastName: "Moreira",
    email: "tiago.moreira@example.pt",
    phone: "+351 912 345 678",
    location: "Lisbon, Portugal",
  },
  {
    title: "Senior Structural Engineer",
    summary:
      "Structural engineer with fourteen years designing bridges, hospitals and offices in reinforced concrete and steel, with a focus on seismic design to the Eurocodes.",
    skills: ["SAP2000", "ETABS", "Robot Structural Analysis", "Revit", "AutoCAD", "Python"],
  },
  [
    job("Senior Structural Engineer", "Teixeira Duarte", "Oeiras, Portugal", "2019-03", "", [
      "Lead the structural design of a 600-bed hospital and two viaduct rehabilitations.",
      "Review seismic assessments for 30 school buildings under the national retrofit programme.",
    ]),
    job("Structural Engineer", "Mota-Engil", "Porto, Portugal", "2014-09", "2019-02", [
      "Designed precast concrete bridges for motorway projects in Portugal and Mozambique.",
    ]),
    job("Junior Structural Engineer", "Ferrovial", "Madrid, Spain", "2012-10", "2014-08", [
      "Checked steel connections and temporary works for metro stations.",
    ]),
  ],
  [
    // Europass writes day-month-year dates; the truth keeps the month as written ("YYYY-MM").
    school("MSc in Civil Engineering", "Instituto Superior Técnico, University of Lisbon", "Lisbon, Portugal", "2010-09", "2012-07"),
    school("BSc in Civil Engineering", "Instituto Superior Técnico, University of Lisbon", "Lisbon, Portugal", "2007-09", "2010-07"),
  ],
  [
    cert("Member", "Ordem dos Engenheiros", "2013"),
    cert("Seismic Design of Buildings to Eurocode 8", "LNEC", "2017"),
    cert("Autodesk Certified Professional: Revit for Structural Design", "Autodesk", "2020"),
  ],
);
const tiagoDocx = () => {
  const day = (date, present) => (date ? `01/${date.split("-")[1]}/${date.split("-")[0]}` : present);
  const endDay = (date) => {
    const [y, m] = date.split("-");
    const last = new Date(Date.UTC(Number(y), Number(m), 0)).getUTCDate();
    return `${last}/${m}/${y}`;
  };
  const dates = (e) => `${day(e.startDate)} – ${e.endDate ? endDay(e.endDate) : "Current"}`;
  return docxDocument([
    para({ text: "Tiago Moreira", bold: true, size: 20 }),
    para("Senior Structural Engineer"),
    para([{ text: "Address: ", bold: true }, "Lisbon, Portugal"]),
    para([{ text: "Phone: ", bold: true }, "+351 912 345 678", { text: "  Email: ", bold: true }, "tiago.moreira@example.pt"]),
    para([{ text: "Nationality: ", bold: true }, "Portuguese"]),
    heading("ABOUT ME"),
    para(tiago.professional.summary),
    heading("WORK EXPERIENCE"),
    ...tiago.experience.flatMap((j) => [
      para(`${dates(j)}  ${j.location}`),
      para({ text: j.title, bold: true }),
      para(j.company),
      ...bullets(j.achievements),
    ]),
    heading("EDUCATION AND TRAINING"),
    ...tiago.education.flatMap((s) => [para(`${dates(s)}  ${s.location}`), para({ text: s.degree, bold: true }), para(s.school)]),
    heading("LANGUAGE SKILLS"),
    para([{ text: "Mother tongue(s): ", bold: true }, "Portuguese"]),
    para([{ text: "Other language(s): ", bold: true }, "English (C1), Spanish (C1), French (A2)"]),
    heading("DIGITAL SKILLS"),
    para(tiago.professional.skills.join(" | ")),
    heading("MEMBERSHIPS"),
    para("Member, Ordem dos Engenheiros, since 2013"),
    heading("COURSES AND CERTIFICATES"),
    ...tiago.certifications.slice(1).map((c) => para(`${c.name}, ${c.issuer}, ${c.issueDate}`)),
    heading("DRIVING LICENCE"),
    para("Driving Licence: B"),
  ]);
};

export const fixtures = [
  ...pdfFixtures,
  ["farah-haddad.docx", farah, farahDocx],
  ["thandiwe-nkosi.docx", thandiwe, thandiweDocx],
  ["tiago-moreira.docx", tiago, tiagoDocx],
  ...textFixtures,
];
