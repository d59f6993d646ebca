// Issue 34's fifth batch: ten fresh resumes, each truth written before any parser run on it, as tuning input of
// kinds the first four batches lacked (tests/fixtures/resumes-fifth/). The four PDFs live in issue-34-fifth-pdf.mjs
// and the three text resumes in issue-34-fifth-text.mjs; here three DOCX: an Edinburgh hotel manager in a Word
// table layout (contact in a two-cell table, one table row per job), a Europass-style CV in English (labelled
// blocks "Dates", "Occupation or position held", "Name and address of employer") and a Texas nurse with clinical
// rotations and a licence table (state, number, expiry).
import { bullets, cert, docxDocument, heading, job, para, school, table, truth } from "./issue-34-lib.mjs";
import { fixtures as pdfFixtures } from "./issue-34-fifth-pdf.mjs";
import { fixtures as textFixtures } from "./issue-34-fifth-text.mjs";

// Scotland, hotel manager: name and title in the left cell and contact in the right cell of a two-cell table, then
// a table with dates in the first column and "title / hotel, city / bullets" in the second; an HNC (education)
// and licences (a personal licence and a food hygiene certificate: certifications), a membership by grade.
const rosalind = truth(
  {
    firstName: "Rosalind",
    lastName: "Ashby",
    email: "rosalind.ashby@example.co.uk",
    phone: "07700 900641",
    location: "Edinburgh, Scotland, UK",
  },
  {
    title: "Hotel General Manager",
    summary:
      "Hotel general manager with sixteen years in four- and five-star city hotels, leading pre-opening teams and lifting guest scores while holding payroll to budget.",
    skills: ["Revenue Management", "Opera PMS", "P&L Management", "Pre-opening", "Guest Experience", "Team Leadership"],
  },
  [
    job("General Manager", "Virgin Hotels Edinburgh", "Edinburgh", "2021-05", "", [
      "Lead a team of 180 in a 222-room hotel with four food and beverage outlets.",
      "Raised RevPAR 22% over 2019 and reached #3 of 240 city hotels on Tripadvisor.",
    ]),
    job("Hotel Manager", "The Balmoral", "Edinburgh", "2017-03", "2021-04", [
      "Ran rooms and food and beverage divisions for a 187-room five-star hotel.",
    ]),
    job("Front Office Manager", "Kimpton Clocktower Hotel", "Manchester", "2013-08", "2017-02", [
      "Opened the front office for the 270-room pre-opening.",
    ]),
    job("Assistant Restaurant Manager", "Hotel du Vin", "Glasgow", "2009-06", "2013-07", []),
  ],
  [school("HNC Hospitality Management", "Edinburgh College", "Edinburgh", "2007", "2009")],
  [
    cert("Personal Licence", "City of Edinburgh Council", "2014-10", "2027-10"),
    cert("REHIS Intermediate Food Hygiene", "Royal Environmental Health Institute of Scotland", "2022"),
    cert("Member", "Institute of Hospitality", "2015"),
  ],
);
const rosalindDocx = () =>
  docxDocument([
    table(
      [
        [
          [para({ text: "ROSALIND ASHBY", bold: true, size: 20 }), para("Hotel General Manager")],
          [para("Edinburgh, Scotland, UK"), para("07700 900641"), para("rosalind.ashby@example.co.uk")],
        ],
      ],
      [5600, 3760],
    ),
    heading("Profile"),
    para(rosalind.professional.summary),
    heading("Career History"),
    table(
      ["May 2021 – present", "Mar 2017 – Apr 2021", "Aug 2013 – Feb 2017", "Jun 2009 – Jul 2013"].map((dates, i) => {
        const j = rosalind.experience[i];
        return [[para(dates)], [para({ text: j.title, bold: true }), para(`${j.company}, ${j.location}`), ...bullets(j.achievements)]];
      }),
      [2200, 7160],
    ),
    heading("Education"),
    table(
      [[[para("2007 – 2009")], [para({ text: "HNC Hospitality Management", bold: true }), para("Edinburgh College, Edinburgh")]]],
      [2200, 7160],
    ),
    heading("Licences & Memberships"),
    table(
      [
        [
          [para({ text: "Licence / membership", bold: true })],
          [para({ text: "Issued by", bold: true })],
          [para({ text: "Date", bold: true })],
        ],
        [[para("Personal Licence")], [para("City of Edinburgh Council")], [para("Oct 2014, renewal due Oct 2027")]],
        [[para("REHIS Intermediate Food Hygiene")], [para("Royal Environmental Health Institute of Scotland")], [para("2022")]],
        [[para("Member (MIH)")], [para("Institute of Hospitality")], [para("2015")]],
      ],
      [3400, 3960, 2000],
    ),
    heading("Skills"),
    para(rosalind.professional.skills.join(" | ")),
    heading("References"),
    para("Alistair Munro, Regional Director, Virgin Hotels, 0131 555 0192, alistair.munro@example.com"),
  ]);

// Poland, logistics, Europass-style CV in English: label cells on the left ("Dates", "Occupation or position
// held", "Name and address of employer", "Title of qualification awarded"), personal data and a mother-tongue
// block (left out), day-month-year dates keeping only the month.
const bartosz = truth(
  {
    firstName: "Bartosz",
    lastName: "Kowalczyk",
    email: "bartosz.kowalczyk@example.pl",
    phone: "+48 601 555 287",
    location: "Poznań, Poland",
  },
  {
    title: "Logistics Manager",
    summary:
      "Logistics manager with twelve years in contract logistics and e-commerce fulfilment, running multi-client warehouses and carrier networks across Central Europe.",
    skills: ["Warehouse Management Systems", "SAP EWM", "Lean", "Transport Planning", "KPI Reporting", "Team Management"],
  },
  [
    job("Logistics Manager", "Raben Logistics Polska", "Gądki, Poland", "2019-03", "", [
      "Run a 42,000 m² multi-client warehouse with 260 staff.",
      "Implemented SAP EWM across three clients without a missed cut-off.",
    ]),
    job("Warehouse Shift Manager", "Amazon Fulfillment Poland", "Poznań, Poland", "2015-09", "2019-02", [
      "Led outbound shifts of up to 120 associates.",
    ]),
    job("Transport Planner", "DB Schenker", "Wrocław, Poland", "2013-07", "2015-08", [
      "Planned daily full-truckload routes to Germany and Czechia.",
    ]),
  ],
  [
    school("Master of Science in Logistics", "Poznań University of Economics and Business", "Poznań, Poland", "2011-10", "2013-06"),
    school("Bachelor of Engineering in Transport", "Poznań University of Technology", "Poznań, Poland", "2007-10", "2011-02"),
  ],
  [cert("Lean Six Sigma Green Belt", "TÜV SÜD", "2018-05"), cert("ECDL Profile", "ECDL Foundation", "2012-11")],
);
const labelled = (rows) =>
  table(
    rows.map(([label, value]) => [[para({ text: label, bold: true })], [para(value)]]),
    [3000, 6360],
  );
const bartoszDocx = () =>
  docxDocument([
    para({ text: "Europass Curriculum Vitae", bold: true, size: 16 }),
    heading("Personal information"),
    labelled([
      ["First name(s) / Surname(s)", "Bartosz Kowalczyk"],
      ["Address", "ul. Garbary 48/12, 61-758 Poznań, Poland"],
      ["Telephone", "+48 601 555 287"],
      ["E-mail", "bartosz.kowalczyk@example.pl"],
      ["Nationality", "Polish"],
      ["Date of birth", "14/03/1988"],
    ]),
    heading("Desired employment / Occupational field"),
    para("Logistics Manager"),
    para(bartosz.professional.summary),
    heading("Work experience"),
    labelled([
      ["Dates", "01/03/2019 – present"],
      ["Occupation or position held", "Logistics Manager"],
      ["Main activities and responsibilities", bartosz.experience[0].achievements.join(" ")],
      ["Name and address of employer", "Raben Logistics Polska, ul. Poznańska 8, Gądki, Poland"],
      ["Type of business or sector", "Contract logistics"],
    ]),
    para(""),
    labelled([
      ["Dates", "07/09/2015 – 28/02/2019"],
      ["Occupation or position held", "Warehouse Shift Manager"],
      ["Main activities and responsibilities", bartosz.experience[1].achievements.join(" ")],
      ["Name and address of employer", "Amazon Fulfillment Poland, Poznań, Poland"],
      ["Type of business or sector", "E-commerce fulfilment"],
    ]),
    para(""),
    labelled([
      ["Dates", "01/07/2013 – 31/08/2015"],
      ["Occupation or position held", "Transport Planner"],
      ["Main activities and responsibilities", bartosz.experience[2].achievements.join(" ")],
      ["Name and address of employer", "DB Schenker, Wrocław, Poland"],
      ["Type of business or sector", "Road freight"],
    ]),
    heading("Education and training"),
    labelled([
      ["Dates", "10/2011 – 06/2013"],
      ["Title of qualification awarded", "Master of Science in Logistics"],
      ["Name and type of organisation providing education and training", "Poznań University of Economics and Business, Poznań, Poland"],
    ]),
    para(""),
    labelled([
      ["Dates", "10/2007 – 02/2011"],
      ["Title of qualification awarded", "Bachelor of Engineering in Transport"],
      ["Name and type of organisation providing education and training", "Poznań University of Technology, Poznań, Poland"],
    ]),
    heading("Certificates"),
    labelled([
      ["Lean Six Sigma Green Belt", "TÜV SÜD, 22/05/2018"],
      ["ECDL Profile", "ECDL Foundation, 11/2012"],
    ]),
    heading("Personal skills and competences"),
    labelled([
      ["Mother tongue(s)", "Polish"],
      ["Other language(s)", "English (C1), German (B1)"],
      ["Organisational / managerial skills", bartosz.professional.skills.join(", ")],
      ["Driving licence", "B, C"],
    ]),
  ]);

// USA, registered nurse: clinical rotations under the BSN (part of the degree: no field of their own), a licence
// table with state, number and expiry (certifications from each state's board; no issue date written), BLS/ACLS
// with expiry dates from the American Heart Association.
const shannon = truth(
  {
    firstName: "Shannon",
    lastName: "Pierce",
    email: "shannon.pierce.rn@example.com",
    phone: "(512) 555-0166",
    location: "Austin, TX",
  },
  {
    title: "Registered Nurse, Emergency Department",
    summary:
      "Emergency department RN with four years at a Level I trauma center, charge nurse on nights, skilled in triage, trauma resuscitation and precepting new graduates.",
    skills: ["Triage (ESI)", "Trauma Care", "Epic", "IV Therapy", "Charge Nurse", "Precepting"],
  },
  [
    job("Registered Nurse, Emergency Department", "Dell Seton Medical Center at The University of Texas", "Austin, TX", "2022-07", "", [
      "Charge nurse on nights for a 64-bed Level I trauma emergency department.",
      "Precepted nine new-graduate nurses through orientation.",
    ]),
    job("Registered Nurse, Medical-Surgical", "St. David's Medical Center", "Austin, TX", "2021-06", "2022-06", [
      "Cared for five to six post-operative patients a shift.",
    ]),
    job("Patient Care Technician", "St. David's Medical Center", "Austin, TX", "2019-05", "2021-05", []),
  ],
  [school("Bachelor of Science in Nursing", "The University of Texas at Austin", "Austin, TX", "2017-08", "2021-05", { gpa: "3.6" })],
  [
    cert("Registered Nurse License (Texas)", "Texas Board of Nursing", "", "2027-01"),
    cert("Registered Nurse License (New Mexico, compact)", "New Mexico Board of Nursing", "", "2026-11"),
    cert("Basic Life Support (BLS)", "American Heart Association", "", "2027-04"),
    cert("Advanced Cardiovascular Life Support (ACLS)", "American Heart Association", "", "2027-04"),
    cert("Trauma Nursing Core Course (TNCC)", "Emergency Nurses Association", "2023-09"),
  ],
);
const shannonDocx = () => {
  const [dell, stDavidsRn, pct] = shannon.experience;
  return docxDocument([
    para({ text: "Shannon Pierce, BSN, RN", bold: true, size: 20 }),
    para("Registered Nurse, Emergency Department"),
    para("Austin, TX · (512) 555-0166 · shannon.pierce.rn@example.com"),
    heading("Professional Summary"),
    para(shannon.professional.summary),
    heading("Licensure & Certifications"),
    table(
      [
        [
          [para({ text: "Credential", bold: true })],
          [para({ text: "State / Issuer", bold: true })],
          [para({ text: "Number", bold: true })],
          [para({ text: "Expires", bold: true })],
        ],
        [[para("Registered Nurse License (Texas)")], [para("Texas Board of Nursing")], [para("987654")], [para("01/31/2027")]],
        [
          [para("Registered Nurse License (New Mexico, compact)")],
          [para("New Mexico Board of Nursing")],
          [para("RN-112233")],
          [para("11/30/2026")],
        ],
        [[para("Basic Life Support (BLS)")], [para("American Heart Association")], [para("—")], [para("04/2027")]],
        [[para("Advanced Cardiovascular Life Support (ACLS)")], [para("American Heart Association")], [para("—")], [para("04/2027")]],
      ],
      [3600, 2800, 1400, 1560],
    ),
    para("Trauma Nursing Core Course (TNCC), Emergency Nurses Association, 09/2023"),
    heading("Experience"),
    para({ text: `${dell.title}`, bold: true }),
    para(`${dell.company}, ${dell.location} | July 2022 – Present`),
    ...bullets(dell.achievements),
    para({ text: `${stDavidsRn.title}`, bold: true }),
    para(`${stDavidsRn.company}, ${stDavidsRn.location} | June 2021 – June 2022`),
    ...bullets(stDavidsRn.achievements),
    para({ text: `${pct.title}`, bold: true }),
    para(`${pct.company}, ${pct.location} | May 2019 – May 2021 (part-time while studying)`),
    heading("Education"),
    para({ text: "Bachelor of Science in Nursing", bold: true }),
    para("The University of Texas at Austin, Austin, TX | Aug 2017 – May 2021 | GPA 3.6"),
    para({ text: "Clinical Rotations", bold: true }),
    ...bullets([
      "Emergency Department, Dell Seton Medical Center (144 hours)",
      "Pediatrics, Dell Children's Medical Center (96 hours)",
      "Labor & Delivery, Ascension Seton Medical Center (96 hours)",
      "Capstone preceptorship, Trauma ICU, Dell Seton Medical Center (180 hours)",
    ]),
    heading("Skills"),
    para(shannon.professional.skills.join(", ")),
  ]);
};

export const fixtures = [
  ...pdfFixtures,
  ["rosalind-ashby.docx", rosalind, rosalindDocx],
  ["bartosz-kowalczyk.docx", bartosz, bartoszDocx],
  ["shannon-pierce.docx", shannon, shannonDocx],
  ...textFixtures,
];
