// Issue 34's new DOCX fixtures (made with the `docx` package): one table row per job, "Title, Company — City<TAB>
// Month Year – Present" lines, "since 07/2021", an Australian resume with referees, a tradesperson's tickets and
// licences, an Indian resume with personal details, and a nurse's licensure. Truth first, then the document.
import { bullets, cert, docxDocument, heading, job, para, period, school, table, truth } from "./issue-34-lib.mjs";

// One table row per job: dates, company and city in the left cell; title and bullets in the right.
const hannah = truth(
  {
    firstName: "Hannah",
    lastName: "Schmidt",
    email: "hannah.schmidt@example.de",
    phone: "+49 170 555 0199",
    location: "Hamburg, Germany",
    socialLinks: { linkedin: "https://linkedin.com/in/hannahschmidt" },
  },
  {
    title: "Supply Chain Manager",
    summary:
      "Supply chain manager with eleven years in consumer goods and shipping, planning flows from Asian suppliers to European shelves.",
    skills: ["Demand Planning", "S&OP", "SAP APO", "Supplier Management", "Power BI"],
  },
  [
    job("Supply Chain Manager", "Beiersdorf AG", "Hamburg", "2019-01", "", [
      "Run S&OP for the skin care category across 14 markets.",
      "Cut safety stock by €9m while keeping service at 98.5%.",
    ]),
    job("Demand Planner", "Hapag-Lloyd", "Hamburg", "2015-04", "2018-12", ["Built the container demand forecast for Asia–Europe trades."]),
    job("Logistics Analyst", "Kühne + Nagel", "Bremen", "2013-02", "2015-03", ["Analysed warehouse costs for five retail customers."]),
  ],
  [
    school("MSc in Logistics Management", "Kühne Logistics University", "Hamburg", "2011", "2013"),
    school("BSc in Business Administration", "University of Mannheim", "Mannheim", "2008", "2011"),
  ],
  [cert("Certified Supply Chain Professional (CSCP)", "ASCM", "2017")],
);
const hannahDocx = () => {
  const row = (e, title, rest) => [
    [para(period(e)), para(e.school ?? e.company), para(e.location)],
    [para({ text: title, bold: true }), ...rest],
  ];
  return docxDocument([
    para({ text: "Hannah Schmidt", bold: true, size: 22 }),
    para("Supply Chain Manager"),
    para(["Hamburg, Germany · +49 170 555 0199", { text: "hannah.schmidt@example.de · linkedin.com/in/hannahschmidt", br: true }]),
    heading("Profile"),
    para(hannah.professional.summary),
    heading("Professional Experience"),
    table(
      hannah.experience.map((j) => row(j, j.title, bullets(j.achievements))),
      [2800, 6560],
    ),
    heading("Education"),
    table(
      hannah.education.map((s) => row(s, s.degree, [])),
      [2800, 6560],
    ),
    heading("Certification"),
    para("Certified Supply Chain Professional (CSCP), ASCM, 2017"),
    heading("Skills"),
    para(hannah.professional.skills.join(" | ")),
  ]);
};

// "Title, Company — City<TAB>Month Year – Present" lines with a right tab stop; soft breaks in the header.
const marcus = truth(
  {
    firstName: "Marcus",
    lastName: "Reid",
    email: "marcus.reid@example.com",
    phone: "(312) 555-0147",
    location: "Chicago, IL",
    socialLinks: { linkedin: "https://linkedin.com/in/marcusreid" },
  },
  {
    title: "Enterprise Account Executive",
    summary:
      "Quota-carrying seller with nine years in B2B software. Closed seven-figure deals with manufacturers and retailers across the Midwest.",
    skills: ["Salesforce", "MEDDIC", "Negotiation", "Pipeline Management", "Gong"],
  },
  [
    job("Enterprise Account Executive", "Snowflake", "Chicago, IL", "2021-02", "", [
      "Closed $4.2M in new annual recurring revenue in 2023, 128% of quota.",
      "Opened 11 manufacturing accounts in the Midwest.",
    ]),
    job("Account Executive", "Salesforce", "Chicago, IL", "2017-06", "2021-01", ["President's Club in 2019 and 2020."]),
    job("Sales Development Representative", "Groupon", "Chicago, IL", "2015-07", "2017-05", ["Booked 40 qualified meetings a month."]),
  ],
  [school("BBA in Marketing", "University of Illinois Urbana-Champaign", "Champaign, IL", "2011", "2015")],
);
const marcusDocx = () =>
  docxDocument([
    para({ text: "MARCUS REID", bold: true, size: 20 }),
    para([
      "Enterprise Account Executive",
      { text: "Chicago, IL | (312) 555-0147 | marcus.reid@example.com", br: true },
      { text: "linkedin.com/in/marcusreid", br: true },
    ]),
    heading("Summary"),
    para(marcus.professional.summary),
    heading("Experience"),
    ...marcus.experience.flatMap((j) => [
      para(
        [
          { text: `${j.title}, ${j.company} — ${j.location}`, bold: true },
          { text: period(j, "Month"), tab: true },
        ],
        { tabs: true },
      ),
      ...bullets(j.achievements),
    ]),
    heading("Education"),
    para([`${marcus.education[0].degree}, ${marcus.education[0].school} — Champaign, IL`, { text: "2011 – 2015", tab: true }], {
      tabs: true,
    }),
    heading("Skills"),
    para(marcus.professional.skills.join(", ")),
  ]);

// German-style dates: "since 07/2021" and "03.2018 – 06.2021", tab-aligned.
const jonas = truth(
  { firstName: "Jonas", lastName: "Becker", email: "jonas.becker@example.de", phone: "+49 89 1234 5678", location: "Munich, Germany" },
  {
    title: "Mechanical Design Engineer",
    summary: "Mechanical engineer designing drivetrain components, from first CAD model to series production.",
    skills: ["CATIA V5", "Siemens NX", "FEA", "GD&T", "DFMEA"],
  },
  [
    job("Mechanical Design Engineer", "BMW Group", "Munich", "2021-07", "", [
      "Design e-axle housings for the Neue Klasse platform.",
      "Lead DFMEA workshops with suppliers.",
    ]),
    job("Development Engineer", "ZF Friedrichshafen AG", "Friedrichshafen", "2018-03", "2021-06", [
      "Reduced gearbox housing weight by 9% through topology optimisation.",
    ]),
  ],
  [school("Dipl.-Ing. Mechanical Engineering", "Technical University of Munich", "Munich", "2012", "2018")],
);
const jonasDocx = () =>
  docxDocument([
    para({ text: "Jonas Becker", bold: true, size: 20 }),
    para("Mechanical Design Engineer"),
    para("Munich, Germany · +49 89 1234 5678 · jonas.becker@example.de"),
    heading("Profile"),
    para(jonas.professional.summary),
    heading("Professional Experience"),
    ...jonas.experience.flatMap((j) => [
      para(
        [
          { text: j.title, bold: true },
          { text: period(j, ".", { present: "since" }).replace(/^since (\d\d)\.(\d{4})$/, "since $1/$2"), tab: true },
        ],
        { tabs: true },
      ),
      para(`${j.company}, ${j.location}`),
      ...bullets(j.achievements),
    ]),
    heading("Education"),
    para(
      [
        { text: "Dipl.-Ing. Mechanical Engineering", bold: true },
        { text: "10.2012 – 02.2018", tab: true },
      ],
      { tabs: true },
    ),
    para("Technical University of Munich, Munich"),
    heading("Skills"),
    para(jonas.professional.skills.join(", ")),
    heading("Languages"),
    para("German (native), English (fluent)"),
  ]);
jonas.education[0].startDate = "2012-10";
jonas.education[0].endDate = "2018-02";

// Australia: Career Summary, Employment History, Referees, "Brisbane QLD 4000".
const liam = truth(
  {
    firstName: "Liam",
    lastName: "O'Connor",
    email: "liam.oconnor@example.com.au",
    phone: "0412 345 678",
    location: "Brisbane QLD 4000",
    socialLinks: { linkedin: "https://linkedin.com/in/liamoconnor" },
  },
  {
    title: "Civil Project Engineer",
    summary: "Civil engineer with eight years delivering road and rail projects for state government clients, from tender to handover.",
    skills: ["Project Controls", "AutoCAD Civil 3D", "Contract Administration", "Stakeholder Management", "Primavera P6"],
  },
  [
    job("Senior Project Engineer", "Downer Group", "Brisbane QLD", "2020-02", "", [
      "Deliver a $120M motorway upgrade on the Bruce Highway.",
      "Manage 14 subcontractors and the variations register.",
    ]),
    job("Project Engineer", "CPB Contractors", "Gold Coast QLD", "2016-01", "2020-01", [
      "Coordinated track works for the light rail stage 2.",
    ]),
  ],
  [school("Bachelor of Engineering (Civil) (Honours)", "Queensland University of Technology", "Brisbane", "2011", "2015")],
  [cert("Registered Professional Engineer of Queensland (RPEQ)", "Board of Professional Engineers of Queensland", "2020")],
);
const liamDocx = () =>
  docxDocument([
    para({ text: "Liam O'Connor", bold: true, size: 20 }),
    para("Civil Project Engineer"),
    para("Brisbane QLD 4000 | 0412 345 678 | liam.oconnor@example.com.au | linkedin.com/in/liamoconnor"),
    heading("Career Summary"),
    para(liam.professional.summary),
    heading("Key Skills"),
    ...bullets(liam.professional.skills),
    heading("Employment History"),
    ...liam.experience.flatMap((j) => [
      para(
        [
          { text: `${j.title} | ${j.company}`, bold: true },
          { text: period(j), tab: true },
        ],
        { tabs: true },
      ),
      para(j.location),
      ...bullets(j.achievements),
    ]),
    heading("Education"),
    para(
      [
        { text: liam.education[0].degree, bold: true },
        { text: "2011 – 2015", tab: true },
      ],
      { tabs: true },
    ),
    para("Queensland University of Technology, Brisbane"),
    heading("Registrations"),
    para("Registered Professional Engineer of Queensland (RPEQ), Board of Professional Engineers of Queensland, 2020"),
    heading("Referees"),
    para("Sarah Mitchell, Project Director, Downer Group, 0400 111 222"),
    para("David Nguyen, Construction Manager, CPB Contractors, 0400 333 444"),
  ]);

// A tradesperson: Summary of Qualifications as skills, Tickets & Licences with numbers and expiry dates.
const jake = truth(
  { firstName: "Jake", lastName: "Wilson", email: "jake.wilson@example.com.au", phone: "0433 987 654", location: "Perth WA 6000" },
  {
    title: "A-Grade Electrician",
    summary: "",
    skills: ["Switchboard Installation", "Fault Finding", "PLC Wiring", "Solar PV Installation", "Test and Tag"],
  },
  [
    job("Electrician", "Programmed Electrical", "Perth WA", "2019-08", "", [
      "Commercial fit-outs for offices and hospitals up to 12 floors.",
      "Supervise two apprentices.",
    ]),
    job("Apprentice Electrician", "Gemtec Electrical", "Bunbury WA", "2015-02", "2019-07", [
      "Completed a four-year apprenticeship on residential and light industrial jobs.",
    ]),
  ],
  [school("Certificate III in Electrotechnology Electrician", "South Metropolitan TAFE", "Perth", "2015", "2019")],
  [
    cert("Electrical Licence (EW)", "Building and Energy WA", "2019-07", "2027-07"),
    cert("Construction Induction (White Card)", "WorkSafe WA", "2015"),
    cert("Working at Heights", "Safe Work Training", "2023-03", "2026-03"),
    cert("Provide First Aid (HLTAID011)", "St John WA", "2024-11", "2027-11"),
  ],
);
delete jake.professional.summary;
const jakeDocx = () =>
  docxDocument([
    para({ text: "JAKE WILSON", bold: true, size: 20 }),
    para("A-Grade Electrician"),
    para("Perth WA 6000 · 0433 987 654 · jake.wilson@example.com.au"),
    heading("Summary of Qualifications"),
    ...bullets(jake.professional.skills),
    heading("Tickets & Licences"),
    table(
      [
        ["Ticket / Licence", "Issued by", "Number", "Issued", "Expires"],
        ["Electrical Licence (EW)", "Building and Energy WA", "EW 184527", "07/2019", "07/2027"],
        ["Construction Induction (White Card)", "WorkSafe WA", "WA 0093312", "2015", "No expiry"],
        ["Working at Heights", "Safe Work Training", "WAH-55120", "03/2023", "03/2026"],
        ["Provide First Aid (HLTAID011)", "St John WA", "FA-771204", "11/2024", "11/2027"],
      ].map((cells, i) => cells.map((c) => [para({ text: c, bold: i === 0 })])),
      [2600, 2000, 1600, 1500, 1660],
    ),
    heading("Work History"),
    ...jake.experience.flatMap((j) => [
      para(
        [
          { text: `${j.title} — ${j.company}, ${j.location}`, bold: true },
          { text: period(j), tab: true },
        ],
        { tabs: true },
      ),
      ...bullets(j.achievements),
    ]),
    heading("Training"),
    para("Certificate III in Electrotechnology Electrician — South Metropolitan TAFE, Perth (2015 – 2019)"),
  ]);

// India: Career Objective, a qualifications table with percentages, Personal Details and a Declaration.
const rohan = truth(
  { firstName: "Rohan", lastName: "Kulkarni", email: "rohan.kulkarni@example.in", phone: "+91 98765 43210", location: "Pune, Maharashtra" },
  {
    title: "Java Developer",
    summary: "To work in a challenging environment where I can use my Java and Spring skills to build reliable banking software.",
    skills: ["Java", "Spring Boot", "Hibernate", "MySQL", "Microservices", "Jenkins"],
  },
  [
    job("Senior Software Engineer", "Persistent Systems", "Pune", "2021-07", "", [
      "Develop Spring Boot microservices for a US bank's loan platform.",
      "Reduced API response time by 35% with Redis caching.",
    ]),
    job("Software Engineer", "Tata Consultancy Services", "Mumbai", "2018-08", "2021-06", [
      "Maintained the core banking batch jobs in Java and Oracle.",
    ]),
  ],
  [school("B.E. in Computer Engineering", "Pune Institute of Computer Technology", "Pune", "2014", "2018", { gpa: "8.4 CGPA" })],
  [cert("Oracle Certified Professional, Java SE 11 Developer", "Oracle", "2020")],
);
const rohanDocx = () =>
  docxDocument([
    para({ text: "ROHAN KULKARNI", bold: true, size: 18 }, { align: "center" }),
    para("Java Developer", { align: "center" }),
    para("Mobile: +91 98765 43210 | Email: rohan.kulkarni@example.in | Pune, Maharashtra", { align: "center" }),
    heading("Career Objective"),
    para(rohan.professional.summary),
    heading("Technical Skills"),
    para(`Languages & Frameworks: ${rohan.professional.skills.slice(0, 3).join(", ")}`),
    para(`Database & Tools: ${rohan.professional.skills.slice(3).join(", ")}`),
    heading("Work Experience"),
    ...rohan.experience.flatMap((j) => [
      para([{ text: j.company, bold: true }, `, ${j.location}`]),
      para(`Designation: ${j.title}`),
      para(`Duration: ${period(j, "Mon", { present: "Till Date" })}`),
      ...bullets(j.achievements),
    ]),
    heading("Academic Qualifications"),
    table(
      [
        ["Qualification", "Institute", "Year", "Score"],
        ["B.E. in Computer Engineering", "Pune Institute of Computer Technology, Pune", "2014 – 2018", "8.4 CGPA"],
      ].map((cells, i) => cells.map((c) => [para({ text: c, bold: i === 0 })])),
      [2800, 3600, 1400, 1560],
    ),
    heading("Certifications"),
    para("Oracle Certified Professional, Java SE 11 Developer (Oracle, 2020)"),
    heading("Personal Details"),
    para("Date of Birth: 12 August 1996"),
    para("Languages Known: English, Hindi, Marathi"),
    heading("Declaration"),
    para("I hereby declare that the above information is true to the best of my knowledge."),
  ]);

// Healthcare: a nurse practitioner with Clinical Experience and Licensure & Certifications (numbers, expiry).
const grace = truth(
  { firstName: "Grace", lastName: "Adeyemi", email: "grace.adeyemi@example.com", phone: "(713) 555-0182", location: "Houston, TX" },
  {
    title: "Family Nurse Practitioner",
    summary:
      "Board-certified family nurse practitioner with ten years of nursing, six in primary and urgent care for underserved communities.",
    skills: ["Patient Assessment", "Chronic Disease Management", "Epic EHR", "Suturing", "Patient Education"],
  },
  [
    job("Family Nurse Practitioner", "Legacy Community Health", "Houston, TX", "2020-09", "", [
      "See 20–25 patients a day in a federally qualified health centre.",
      "Started a diabetes group visit programme for 60 patients.",
    ]),
    job("Registered Nurse, Emergency Department", "Memorial Hermann Hospital", "Houston, TX", "2014-06", "2020-08", [
      "Charge nurse for a 40-bed emergency department.",
    ]),
  ],
  [
    school("Master of Science in Nursing (FNP)", "Texas Woman's University", "Houston, TX", "2017", "2020"),
    school("Bachelor of Science in Nursing", "University of Texas Health Science Center", "Houston, TX", "2010", "2014"),
  ],
  [
    cert("Family Nurse Practitioner (FNP-BC)", "American Nurses Credentialing Center", "2020-08", "2025-08"),
    cert("Advanced Practice Registered Nurse License", "Texas Board of Nursing", "2020-09", "2026-09"),
    cert("Basic Life Support (BLS)", "American Heart Association", "2024-01", "2026-01"),
  ],
);
const graceDocx = () =>
  docxDocument([
    para({ text: "Grace Adeyemi, MSN, FNP-BC", bold: true, size: 20 }),
    para("Family Nurse Practitioner"),
    para("Houston, TX • (713) 555-0182 • grace.adeyemi@example.com"),
    heading("Professional Summary"),
    para(grace.professional.summary),
    heading("Licensure & Certifications"),
    para("Family Nurse Practitioner (FNP-BC), American Nurses Credentialing Center — certified 08/2020, expires 08/2025"),
    para("Advanced Practice Registered Nurse License, Texas Board of Nursing, No. AP139842 — issued 09/2020, expires 09/2026"),
    para("Basic Life Support (BLS), American Heart Association — issued 01/2024, expires 01/2026"),
    heading("Clinical Experience"),
    ...grace.experience.flatMap((j) => [
      para(
        [
          { text: j.title, bold: true },
          { text: period(j, "/"), tab: true },
        ],
        { tabs: true },
      ),
      para(`${j.company}, ${j.location}`),
      ...bullets(j.achievements),
    ]),
    heading("Education"),
    ...grace.education.map((s) => para([`${s.degree} — ${s.school}, ${s.location}`, { text: period(s), tab: true }], { tabs: true })),
    heading("Clinical Skills"),
    para(grace.professional.skills.join(" • ")),
  ]);

export const fixtures = [
  ["hannah-schmidt.docx", hannah, hannahDocx],
  ["marcus-reid.docx", marcus, marcusDocx],
  ["jonas-becker.docx", jonas, jonasDocx],
  ["liam-oconnor.docx", liam, liamDocx],
  ["jake-wilson.docx", jake, jakeDocx],
  ["rohan-kulkarni.docx", rohan, rohanDocx],
  ["grace-adeyemi.docx", grace, graceDocx],
];
