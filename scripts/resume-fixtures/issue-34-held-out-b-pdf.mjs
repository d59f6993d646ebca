// Issue 34's second held-out batch, the PDFs: a Canadian tradesperson's two-column sidebar with wrapped ticket
// names and expiry dates, a New Zealand supply chain CV with roles grouped under one employer, a footer on every
// page, a running header on page two and an "Earlier Career" line, and a Swiss tabular CV (dates in a left
// column, a label/value personal-data block, "since 10/2019"). Truth first, then the drawing; no parser has read
// these files (see issue-34-held-out-b.mjs for the batch).
import { cert, columnWriter, drawJob, job, pdfDocument, period, school, sidebarPdf, truth } from "./issue-34-lib.mjs";

// Two-column PDF with a sidebar: contact, skills, tickets whose long names wrap in the narrow column with the
// issuer, issue year and expiry on the line under each; "JORDAN" over "BEAULIEU"; "Current"; a references block.
const jordan = truth(
  {
    firstName: "Jordan",
    lastName: "Beaulieu",
    email: "jordan.beaulieu@example.ca",
    phone: "403-555-0148",
    location: "Calgary, Alberta",
  },
  {
    title: "Journeyperson Electrician",
    summary:
      "Red Seal electrician with thirteen years on commercial and industrial sites in Alberta, from tenant fit-outs to motor control centres at gas plants. Safe, tidy and comfortable leading a small crew.",
    skills: [
      "Commercial Wiring",
      "Industrial Controls",
      "Conduit Bending",
      "Motor Control Centres",
      "Blueprint Reading",
      "Canadian Electrical Code",
    ],
  },
  [
    job("Journeyperson Electrician", "PCL Construction", "Calgary, AB", "2017-09", "", [
      "Lead a crew of four on hospital and office builds up to 40 storeys.",
      "Install and terminate feeders, panels and fire alarm systems to the Canadian Electrical Code.",
      "Coach two apprentices through their second and third periods.",
    ]),
    job("Apprentice Electrician", "Chinook Electric Ltd.", "Calgary, AB", "2013-05", "2017-08", [
      "Wired tenant improvements, rooftop units and parking structures.",
      "Completed all four periods of technical training at SAIT.",
    ]),
    job("Construction Labourer", "Ledcor Group", "Fort McMurray, AB", "2011-06", "2013-04", [
      "Supported electrical crews on an oil sands upgrader turnaround.",
    ]),
  ],
  // The apprenticeship's technical training is education at the college; the journeyperson certificate and the
  // Red Seal come from the province's certifying body and the interprovincial programme, so they are tickets.
  [
    school(
      "Electrician Apprenticeship Technical Training",
      "Southern Alberta Institute of Technology (SAIT)",
      "Calgary, AB",
      "2013",
      "2017",
    ),
  ],
  [
    cert("Journeyperson Certificate – Construction Electrician", "Alberta Apprenticeship and Industry Training", "2017"),
    cert("Interprovincial Red Seal Endorsement – Construction Electrician", "Red Seal Program", "2017"),
    cert("Standard First Aid with CPR Level C and AED", "Canadian Red Cross", "2024", "2027-04"),
    cert("H2S Alive", "Energy Safety Canada", "2023", "2026-05"),
    cert("Fall Protection and Working at Heights", "Alberta Construction Safety Association", "2022"),
  ],
);
const jordanPdf = () =>
  sidebarPdf(jordan, {
    present: "Current",
    side: [
      { heading: "CONTACT", lines: ["403-555-0148", "jordan.beaulieu@example.ca", "Calgary, Alberta"] },
      { heading: "SKILLS", lines: jordan.professional.skills },
      {
        heading: "TICKETS & CERTIFICATES",
        lines: jordan.certifications.flatMap((c) => [
          c.name,
          [c.issuer, c.issueDate, c.expiryDate && `Expires ${c.expiryDate.split("-").reverse().join("/")}`].filter(Boolean).join(" · "),
        ]),
      },
      { heading: "REFERENCES", lines: ["Available on request"] },
    ],
  });

// New Zealand, two pages: three roles grouped under one employer (the employer's line carries the city and the
// overall dates), a footer with the page number on each page, a running header on page two, an "Earlier Career"
// line naming two jobs, skills under labels, certifications mixed with a membership, a referees line.
const sione = truth(
  {
    firstName: "Sione",
    lastName: "Taufa",
    email: "sione.taufa@example.co.nz",
    phone: "+64 21 555 0192",
    location: "Auckland, New Zealand",
    socialLinks: { linkedin: "https://linkedin.com/in/sionetaufa" },
  },
  {
    title: "Supply Chain Manager",
    summary:
      "Supply chain manager with nineteen years in dairy, freight and retail logistics. I join up sales, planning and operations so that the right product leaves the plant on time without tying up cash in stock.",
    skills: [
      "Sales and Operations Planning",
      "Demand Forecasting",
      "Inventory Optimisation",
      "Supplier Management",
      "SAP IBP",
      "SAP S/4HANA",
      "Power BI",
    ],
  },
  [
    job("Supply Chain Manager", "Fonterra Co-operative Group", "Auckland", "2021-04", "", [
      "Run end-to-end planning for consumer brands sold in New Zealand and the Pacific Islands, NZ$1.2bn of revenue.",
      "Lifted on-time-in-full to retailers from 91% to 97% while cutting finished goods stock by 11 days.",
      "Lead a team of 24 planners, schedulers and logistics coordinators.",
      "Chair the monthly executive sales and operations planning meeting with the commercial and manufacturing directors.",
      "Led the supply response to the 2023 cyclone that closed two North Island roads for a month, keeping supermarket shelves stocked.",
    ]),
    job("Demand Planning Lead", "Fonterra Co-operative Group", "Auckland", "2018-02", "2021-03", [
      "Moved the monthly sales and operations planning cycle onto SAP IBP.",
      "Cut forecast error for the top 200 products from 38% to 24%.",
      "Trained 60 sales and marketing staff to read and challenge the demand plan.",
    ]),
    job("Senior Demand Planner", "Fonterra Co-operative Group", "Auckland", "2015-07", "2018-01", [
      "Planned butter and milk powder for six export markets in Asia.",
      "Built the promotion uplift model still used by the sales teams.",
      "Set safety stock targets by product and market, freeing NZ$18m of working capital.",
    ]),
    job("Logistics Analyst", "Mainfreight", "Auckland", "2011-03", "2015-06", [
      "Modelled warehouse capacity for the Auckland and Christchurch hubs.",
      "Renegotiated line-haul rates with eight carriers, saving NZ$1.4m a year.",
      "Built the first carrier scorecard, now used across the New Zealand network.",
    ]),
    // "Earlier Career" names two jobs on one line; each is a job, in the order written (first batch's convention).
    job("Logistics Coordinator", "Toll New Zealand", "Hamilton", "2009", "2011"),
    job("Warehouse Team Leader", "The Warehouse Group", "Auckland", "2007", "2009"),
  ],
  [school("Bachelor of Commerce in Operations and Supply Chain Management", "University of Auckland", "", "2004", "2007")],
  [
    cert("Certified Supply Chain Professional (CSCP)", "Association for Supply Chain Management (ASCM)", "2019"),
    cert("Certified in Planning and Inventory Management (CPIM)", "Association for Supply Chain Management (ASCM)", "2016"),
    cert("Member", "Chartered Institute of Logistics and Transport New Zealand", "2014"),
  ],
);
const sionePdf = () =>
  pdfDocument(async (p) => {
    let page = 1;
    const footer = () => p.text(56, 36, `Sione Taufa | sione.taufa@example.co.nz | Page ${page} of 2`, { size: 8 });
    footer();
    const col = columnWriter(p, {
      x: 56,
      width: 500,
      bottom: 72,
      onNewPage: () => {
        page += 1;
        footer();
        p.text(56, 766, "SIONE TAUFA  |  Supply Chain Manager  |  Curriculum Vitae", { size: 8 });
        return 738;
      },
    });
    col.line("Sione Taufa", { size: 24, font: "bold", lead: 24 });
    col.line("Supply Chain Manager", { size: 13, lead: 18 });
    col.line("Auckland, New Zealand · +64 21 555 0192 · sione.taufa@example.co.nz · linkedin.com/in/sionetaufa", { size: 9.5 });
    col.heading("Profile");
    col.prose(sione.professional.summary);
    col.heading("Employment History");
    col.line("Fonterra Co-operative Group — Auckland", { font: "bold", size: 11, right: "Jul 2015 – Present" });
    col.gap(3);
    for (const j of sione.experience.slice(0, 3)) {
      col.line(j.title, { font: "bold", right: period(j), indent: 12 });
      col.bullets(j.achievements);
      col.gap(5);
    }
    const mainfreight = sione.experience[3];
    drawJob(col, mainfreight, { companyLine: (j) => `${j.company} — ${j.location}` });
    col.prose(
      "Earlier Career: Logistics Coordinator, Toll New Zealand, Hamilton (2009 – 2011); Warehouse Team Leader, The Warehouse Group, Auckland (2007 – 2009)",
    );
    col.heading("Education");
    col.line(sione.education[0].degree, { font: "bold", right: "2004 – 2007" });
    col.line("University of Auckland");
    col.heading("Certifications & Memberships");
    col.line("Certified Supply Chain Professional (CSCP), Association for Supply Chain Management (ASCM), 2019");
    col.line("Certified in Planning and Inventory Management (CPIM), Association for Supply Chain Management (ASCM), 2016");
    col.line("Member, Chartered Institute of Logistics and Transport New Zealand, since 2014");
    col.heading("Skills");
    col.line(`Planning: ${sione.professional.skills.slice(0, 4).join(", ")}`);
    col.line(`Systems: ${sione.professional.skills.slice(4).join(", ")}`);
    col.heading("Interests");
    col.line("Rugby coaching (under-12s), waka ama, cooking for large family gatherings.");
    col.gap(8);
    col.line("Referees available on request.");
  });

// Switzerland, a tabular CV: the header, then a personal-data block of labels and values, then every entry with
// its dates in a left column ("since 10/2019", "04/2016 – 09/2019"), Further Training courses with their
// providers, IT skills under labels, languages and a references line.
const simone = truth(
  {
    firstName: "Simone",
    lastName: "Keller",
    email: "simone.keller@example.ch",
    phone: "+41 79 555 12 34",
    location: "Basel, Switzerland",
  },
  {
    title: "Senior Process Engineer",
    summary:
      "Chemical engineer with twelve years in pharmaceutical development and manufacturing, scaling small-molecule and peptide processes from the lab to GMP plants.",
    skills: ["Process Scale-up", "Technology Transfer", "GMP", "Design of Experiments", "Aspen Plus", "JMP", "Python"],
  },
  [
    job("Senior Process Engineer", "F. Hoffmann-La Roche AG", "Basel", "2019-10", "", [
      "Lead the transfer of three late-phase small-molecule processes to commercial plants in Switzerland and Germany.",
      "Cut the cycle time of a crystallisation step by 30% with a design-of-experiments study.",
    ]),
    job("Process Engineer", "Lonza AG", "Visp", "2016-04", "2019-09", [
      "Scaled peptide syntheses from 10-litre to 2,000-litre reactors for three customers.",
      "Wrote batch records and deviation reports for GMP campaigns.",
    ]),
    job("Trainee Process Engineer", "Bachem AG", "Bubendorf", "2014-09", "2016-03", [
      "Supported solvent recovery and filtration trials in the pilot plant.",
    ]),
  ],
  [
    school("MSc in Chemical and Bioengineering", "ETH Zurich", "Zurich", "2012", "2014"),
    school(
      "BSc in Life Science Technologies",
      "FHNW University of Applied Sciences and Arts Northwestern Switzerland",
      "Muttenz",
      "2009",
      "2012",
    ),
  ],
  [
    // Further Training courses with a provider and a year are certifications (the Professional Development rule).
    cert("Lean Six Sigma Green Belt", "TÜV SÜD", "2021"),
    cert("GMP Compliance in Active Pharmaceutical Ingredient Manufacturing", "ECA Academy", "2018"),
    cert("Project Management Fundamentals", "IPMA Switzerland", "2020"),
  ],
);
const simonePdf = () =>
  pdfDocument(async (p) => {
    const LEFT = 56;
    const col = columnWriter(p, { x: 176, width: 380 });
    const row = (left, text, opts = {}) => {
      col.ensure(14);
      p.text(LEFT, col.y, left, { size: 9.5, font: opts.leftBold ? "bold" : "regular" });
      col.prose(text, opts);
    };
    p.text(LEFT, col.y, "Simone Keller", { size: 24, font: "bold" });
    col.gap(24);
    p.text(LEFT, col.y, "Senior Process Engineer", { size: 13 });
    col.gap(26);
    const section = (title) => {
      col.ensure(40);
      col.gap(6);
      p.text(LEFT, col.y, title, { size: 11.5, font: "bold" });
      col.gap(5);
      p.rule(LEFT, 556, col.y);
      col.gap(14);
    };
    section("Personal Data");
    for (const [label, value] of [
      ["Phone", "+41 79 555 12 34"],
      ["Email", "simone.keller@example.ch"],
      ["Location", "Basel, Switzerland"],
      ["Nationality", "Swiss"],
      ["Date of birth", "14 March 1989"],
    ])
      row(label, value);
    section("Profile");
    col.prose(simone.professional.summary);
    section("Professional Experience");
    for (const j of simone.experience) {
      row(period(j, "/", { present: "since", sep: " – " }), j.title, { font: "bold" });
      col.line(`${j.company}, ${j.location}`);
      col.bullets(j.achievements);
      col.gap(6);
    }
    section("Education");
    for (const s of simone.education) {
      row(`${s.startDate} – ${s.endDate}`, s.degree, { font: "bold" });
      col.prose(`${s.school}, ${s.location}`);
      col.gap(4);
    }
    section("Further Training");
    for (const c of simone.certifications.toSorted((a, b) => b.issueDate.localeCompare(a.issueDate)))
      row(c.issueDate, `${c.name}, ${c.issuer}`);
    section("IT Skills");
    row("Modelling", "Aspen Plus, JMP, Python");
    section("Core Skills");
    col.prose("Process Scale-up · Technology Transfer · GMP · Design of Experiments");
    section("Languages");
    row("German", "Native");
    row("English", "Fluent (C2)");
    row("French", "Good (B2)");
    col.gap(10);
    col.line("References available on request.");
  });

export const fixtures = [
  ["jordan-beaulieu.pdf", jordan, jordanPdf],
  ["sione-taufa.pdf", sione, sionePdf],
  ["simone-keller.pdf", simone, simonePdf],
];
