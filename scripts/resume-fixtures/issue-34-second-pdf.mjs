// Issue 34's second batch, the PDFs: a Dutch sidebar resume ("since 07/2021", name over two lines with a
// lowercase particle), an executive's grouped roles over two pages with a running header, a footer and
// memberships, an Indian academic CV with Professional Development, and a Peruvian chef whose certificates put
// the issuer and year on the next line. Truth first, then the drawing (see issue-34-second.mjs for the batch).
import { cert, columnWriter, drawJob, drawSchool, job, pdfDocument, period, school, sidebarPdf, truth } from "./issue-34-lib.mjs";

// Two-column PDF with a sidebar: contact (street, then "1016 DV Amsterdam"), skills, certifications with the issuer
// and year on the line under each name, languages; "DAAN" over "DE VRIES" in capitals; "since 07/2021".
const daan = truth(
  {
    firstName: "Daan",
    lastName: "de Vries",
    email: "daan.devries@example.nl",
    phone: "+31 6 1234 5678",
    // The location as written on its own line, postcode first (Dutch form); the street line above is an address.
    location: "1016 DV Amsterdam",
    socialLinks: { linkedin: "https://linkedin.com/in/daandevries" },
  },
  {
    title: "Senior Data Engineer",
    summary:
      "Data engineer with ten years in payments, retail and banking. I build batch and streaming pipelines that analysts trust and on-call engineers can sleep through.",
    skills: ["Python", "SQL", "Apache Spark", "Kafka", "Airflow", "dbt", "Azure"],
  },
  [
    job("Senior Data Engineer", "Adyen", "Amsterdam", "2021-07", "", [
      "Built the streaming pipeline that feeds fraud features to scoring in under two seconds.",
      "Moved 300 nightly batch jobs from cron to Airflow with data quality checks.",
    ]),
    job("Data Engineer", "bol.com", "Utrecht", "2018-02", "2021-06", [
      "Designed the Kafka event model for orders and returns.",
      "Cut the daily sales mart build from five hours to 50 minutes with Spark.",
    ]),
    job("BI Developer", "ING", "Amsterdam", "2015-09", "2018-01", ["Built risk reporting for the retail mortgage book."]),
  ],
  [school("MSc in Data Science", "University of Amsterdam", "Amsterdam", "2013", "2015")],
  [
    cert("Databricks Certified Data Engineer Professional", "Databricks", "2023"),
    cert("Microsoft Certified: Azure Data Engineer Associate", "Microsoft", "2021"),
    cert("dbt Analytics Engineering Certification", "dbt Labs", "2022"),
  ],
);
const daanPdf = () =>
  sidebarPdf(daan, {
    style: "/",
    present: "since",
    summaryHeading: "ABOUT ME",
    side: [
      {
        heading: "CONTACT",
        lines: ["+31 6 1234 5678", "daan.devries@example.nl", "Keizersgracht 221", "1016 DV Amsterdam", "linkedin.com/in/daandevries"],
      },
      { heading: "SKILLS", lines: daan.professional.skills },
      {
        heading: "CERTIFICATIONS",
        lines: daan.certifications.flatMap((c) => [c.name, `${c.issuer} · ${c.issueDate}`]),
      },
      { heading: "LANGUAGES", lines: ["Dutch (native)", "English (C2)", "German (B1)"] },
    ],
  });

// Executive over two pages: three roles under one employer, the phone next to the title, a footer on every
// page and a running header on page two, "Earlier Career", non-executive roles, and qualifications mixed with
// memberships of professional bodies.
const helen = truth(
  {
    firstName: "Helen",
    lastName: "Whitaker",
    email: "helen.whitaker@example.co.uk",
    phone: "+44 7700 900812",
    location: "Derby, UK",
    socialLinks: { linkedin: "https://linkedin.com/in/helenwhitaker" },
  },
  {
    title: "Chief Procurement Officer",
    summary:
      "Procurement executive with twenty years in aerospace and automotive manufacturing. I run a £4bn third-party spend with 300 buyers in eight countries, and I measure success in supplier delivery and cash, not in headline savings alone.",
    skills: [
      "Strategic Sourcing",
      "Supplier Development",
      "Category Management",
      "Contract Negotiation",
      "Cost Reduction",
      "Supply Risk Management",
    ],
  },
  [
    job("Chief Procurement Officer", "Rolls-Royce plc", "Derby", "2020-01", "", [
      "Lead procurement for £4bn of annual spend and a team of 300 across eight countries.",
      "Delivered £260m of cost reduction over three years while supplier on-time delivery rose from 82% to 94%.",
      "Set up the supply risk control tower that kept engine lines running through the 2021–2022 shortages.",
      "Brought 40 strategic suppliers onto shared carbon-reduction targets for 2030.",
    ]),
    job("Director of Supplier Development", "Rolls-Royce plc", "Derby", "2016-04", "2019-12", [
      "Built a 60-strong supplier development team working inside 120 critical suppliers.",
      "Cut late deliveries of castings by 40% in two years.",
      "Launched the supplier academy, which has trained 2,000 supplier staff in lean methods.",
    ]),
    job("Head of Category, Castings and Forgings", "Rolls-Royce plc", "Derby", "2013-02", "2016-03", [
      "Renegotiated £900m of long-term agreements with dual sourcing for every critical part.",
      "Moved 30% of forging spend to lower-cost suppliers in Poland and India without quality escapes.",
    ]),
    job("Purchasing Manager", "Toyota Manufacturing UK", "Burnaston", "2007-08", "2013-01", [
      "Ran interior and electrical purchasing for the Auris and Avensis lines.",
      "Introduced supplier kaizen events; defects per million fell by half.",
      "Negotiated the plant's first three-year agreements for steel and plastics.",
    ]),
    // "Earlier Career" names a job in one line; the truth lists it where it stands (the first batch's convention).
    job("Buyer", "JCB", "Rocester", "2004", "2007"),
    // Non-executive roles are jobs the person holds, as the first batch's "Board & Advisory Roles".
    job("Trustee", "Derby Museums Trust", "", "2021-01", ""),
    job("Non-Executive Director", "Midlands Aerospace Alliance", "", "2018-03", "2022-12"),
  ],
  [
    school("MBA", "Warwick Business School", "", "2010", "2012"),
    school("BEng (Hons) Mechanical Engineering", "Loughborough University", "", "2000", "2004"),
  ],
  [
    // A membership grade of a professional body is a credential the body grants: a certification whose name is
    // the grade, whose issuer is the body and whose date is the year it began ("since 2018"); "Name, Issuer, Year".
    cert("Fellow", "Chartered Institute of Procurement & Supply", "2018"),
    cert("Chartered Engineer (CEng)", "Institution of Mechanical Engineers", "2009"),
    cert("Certified Professional in Supply Management (CPSM)", "Institute for Supply Management", "2015"),
  ],
);
const helenPdf = () =>
  pdfDocument(async (p) => {
    const footer = () => p.text(56, 40, "Helen Whitaker — Curriculum Vitae — Private and confidential", { size: 8 });
    footer();
    const col = columnWriter(p, {
      x: 56,
      width: 500,
      top: 742,
      bottom: 70,
      onNewPage: () => {
        footer();
        p.text(56, 765, "Helen Whitaker — Page 2", { size: 8 });
        return 736;
      },
    });
    col.line("Helen Whitaker", { size: 22, font: "bold", lead: 24 });
    col.line("Chief Procurement Officer | +44 7700 900812", { size: 12, lead: 16 });
    col.line("Derby, UK · helen.whitaker@example.co.uk · linkedin.com/in/helenwhitaker");
    col.heading("Executive Summary");
    col.prose(helen.professional.summary);
    col.heading("Core Competencies");
    col.line(helen.professional.skills.slice(0, 3).join(" · "));
    col.line(helen.professional.skills.slice(3).join(" · "));
    col.heading("Career History");
    col.line("ROLLS-ROYCE PLC, Derby", { font: "bold", right: "2013 – Present" });
    col.gap(2);
    for (const j of helen.experience.slice(0, 3)) {
      col.line(j.title, { font: "bold", right: period(j), indent: 10 });
      col.bullets(j.achievements);
      col.gap(4);
    }
    const toyota = helen.experience[3];
    col.line("TOYOTA MANUFACTURING UK, Burnaston", { font: "bold" });
    col.line(toyota.title, { font: "bold", right: period(toyota), indent: 10 });
    // The page ends inside this entry (as Word breaks a long CV): its bullets go on page two, under the header.
    col.ensure(col.y);
    col.bullets(toyota.achievements);
    col.gap(4);
    col.prose("Earlier Career: Buyer, JCB, Rocester (2004 – 2007)");
    col.heading("Non-Executive Roles");
    for (const j of helen.experience.slice(5)) col.line(`${j.title}, ${j.company}`, { right: period(j) });
    col.heading("Education");
    for (const s of helen.education) col.line(`${s.degree}, ${s.school}`, { right: period(s) });
    col.heading("Professional Qualifications & Memberships");
    col.line("Fellow, Chartered Institute of Procurement & Supply, since 2018");
    col.line("Chartered Engineer (CEng), Institution of Mechanical Engineers, 2009");
    col.line("Certified Professional in Supply Management (CPSM), Institute for Supply Management, 2015");
    col.gap(10);
    col.line("References available on request.");
  });

// Academic CV from India (moderncv-like: dates in a left column), "Dr" before the name, "Chennai 600036, India",
// publications, grants and teaching (no profile field), and Professional Development courses with years.
const kavya = truth(
  {
    firstName: "Kavya",
    lastName: "Raghavan",
    email: "kavya.raghavan@example.ac.in",
    phone: "+91 44 2257 4160",
    location: "Chennai 600036, India",
    socialLinks: { website: "https://kavyaraghavan.github.io" },
  },
  {
    title: "Assistant Professor of Chemical Engineering",
    skills: ["Python", "MATLAB", "COMSOL Multiphysics", "Aspen Plus"],
  },
  [
    job("Assistant Professor", "Indian Institute of Technology Madras", "Chennai, India", "2019-04", "", [
      "Lead the Electrochemical Separations Lab, five PhD students and two postdocs.",
    ]),
    job("Postdoctoral Research Associate", "University of Cambridge", "Cambridge, UK", "2016-09", "2019-03", [
      "Developed membrane models for lithium recovery from brines.",
    ]),
  ],
  [
    school("PhD in Chemical Engineering", "Indian Institute of Science", "Bengaluru, India", "2011", "2016"),
    school("B.Tech in Chemical Engineering", "Institute of Chemical Technology", "Mumbai, India", "2007", "2011"),
  ],
  [
    // Professional Development courses with a year are certifications, the provider as issuer (as the first
    // batch's Professional Development); the HEA fellowship is a teaching credential from Advance HE.
    cert("Fellowship of the Higher Education Academy (FHEA)", "Advance HE", "2018"),
    cert("Faculty Induction Programme", "Teaching Learning Centre, IIT Madras", "2019"),
    cert("Python for Data Science", "NPTEL", "2022"),
  ],
);
const kavyaPdf = () =>
  pdfDocument(async (p) => {
    const DATE_X = 56;
    const col = columnWriter(p, { x: 160, width: 396 });
    col.line("Dr Kavya Raghavan", { size: 24, lead: 26 });
    col.line("Assistant Professor of Chemical Engineering", { size: 12, lead: 18 });
    col.line("Chennai 600036, India · +91 44 2257 4160 · kavya.raghavan@example.ac.in", { size: 9 });
    col.line("kavyaraghavan.github.io", { size: 9 });
    const dated = (dates, text, detail) => {
      p.text(DATE_X, col.y, dates, { size: 9 });
      col.prose(text);
      if (detail) col.prose(detail, { size: 9, indent: 8 });
      col.gap(4);
    };
    col.heading("Academic Appointments");
    for (const j of kavya.experience)
      dated(period(j, "Mon", { present: "present" }), `${j.title}, ${j.company}, ${j.location}.`, j.achievements[0]);
    col.heading("Education");
    const theses = [
      "Thesis: Ion transport in charged nanoporous membranes.",
      "Final-year project: Solvent recovery in pharmaceutical plants.",
    ];
    for (const [i, s] of kavya.education.entries())
      dated(`${s.startDate} – ${s.endDate}`, `${s.degree}, ${s.school}, ${s.location}.`, theses[i]);
    col.heading("Selected Publications");
    dated("2024", 'K. Raghavan, S. Iyer, "Selective lithium transport in sulfonated membranes", J. Membr. Sci. 692, 122301.');
    dated("2019", 'K. Raghavan, A. Lapkin, "Modelling brine electrodialysis at scale", Chem. Eng. J. 372, 841–852.');
    col.heading("Research Grants");
    dated("2021", "SERB Core Research Grant, INR 45 lakh, principal investigator.");
    col.heading("Teaching");
    dated("2020 – present", "Mass Transfer (CH3020), undergraduate core course, 120 students a year.");
    col.heading("Professional Development");
    for (const c of kavya.certifications) dated(c.issueDate, `${c.name}, ${c.issuer}.`);
    col.heading("Computer Skills");
    dated("Programming", "Python, MATLAB");
    dated("Simulation", "COMSOL Multiphysics, Aspen Plus");
  });

// Latin America, hospitality: a chef in Lima ("Miraflores, Lima 15074"), the phone next to the title, "Current",
// each certificate's issuer and year on the line under its name, a references line.
const rodrigo = truth(
  {
    firstName: "Rodrigo",
    lastName: "Alvarado",
    email: "rodrigo.alvarado@example.pe",
    phone: "+51 987 654 321",
    location: "Miraflores, Lima 15074",
  },
  {
    title: "Executive Sous Chef",
    summary:
      "Chef with eleven years in Lima's hotel and fine-dining kitchens. I run a calm, clean line, cost every plate and train cooks who stay.",
    skills: ["Peruvian Cuisine", "Menu Costing", "Food Safety", "Kitchen Management", "Banqueting", "Staff Training"],
  },
  [
    job("Executive Sous Chef", "Belmond Miraflores Park", "Lima", "2021-05", "", [
      "Run a kitchen brigade of 34 across two restaurants and banqueting for up to 400 guests.",
      "Cut food cost from 34% to 29% with weekly menu costing and supplier reviews.",
    ]),
    job("Chef de Partie", "Central Restaurante", "Lima", "2017-03", "2021-04", [
      "Ran the fish and seafood section of a 17-course tasting menu.",
    ]),
    job("Commis Chef", "JW Marriott Hotel Lima", "Lima", "2015-01", "2017-02", ["Prepared breakfast and banqueting for a 300-room hotel."]),
  ],
  [school("Diploma in Culinary Arts", "Le Cordon Bleu Perú", "Lima", "2012", "2014")],
  [
    cert("ServSafe Food Protection Manager", "National Restaurant Association", "2022", "2027"),
    cert("HACCP Level 3", "Highfield Qualifications", "2019"),
    cert("WSET Level 2 Award in Wines", "Wine & Spirit Education Trust", "2018"),
  ],
);
const rodrigoPdf = () =>
  pdfDocument(async (p) => {
    const col = columnWriter(p, { x: 56, width: 500 });
    col.line("Rodrigo Alvarado", { size: 22, font: "bold", lead: 24 });
    col.line("Executive Sous Chef · +51 987 654 321", { size: 12, lead: 16 });
    col.line("Miraflores, Lima 15074 · rodrigo.alvarado@example.pe");
    col.heading("Profile");
    col.prose(rodrigo.professional.summary);
    col.heading("Experience");
    for (const j of rodrigo.experience) drawJob(col, j, { present: "Current", companyLine: (x) => `${x.company}, ${x.location}` });
    col.heading("Education");
    for (const s of rodrigo.education) drawSchool(col, s);
    col.heading("Licences & Certifications");
    for (const c of rodrigo.certifications) {
      col.line(c.name, { font: "bold" });
      col.line(`${c.issuer} · ${c.issueDate}${c.expiryDate ? ` · valid until ${c.expiryDate}` : ""}`);
      col.gap(4);
    }
    col.heading("Skills");
    col.line(rodrigo.professional.skills.join(", "));
    col.heading("Languages");
    col.line("Spanish (native), English (fluent), Italian (basic)");
    col.gap(10);
    col.line("References available on request.");
  });

export const fixtures = [
  ["daan-de-vries.pdf", daan, daanPdf],
  ["helen-whitaker.pdf", helen, helenPdf],
  ["kavya-raghavan.pdf", kavya, kavyaPdf],
  ["rodrigo-alvarado.pdf", rodrigo, rodrigoPdf],
];
