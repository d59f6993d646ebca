// Issue 34's fourth batch: ten fresh resumes, each truth written before any parser run on it, for finding what the
// parser still misses on job entries (tests/fixtures/resumes-fourth/): companies, job locations and dates laid out
// the ways the first three batches lacked, each resume in its own layout. The four PDFs live in
// issue-34-fourth-pdf.mjs and the three text resumes in issue-34-fourth-text.mjs; here three DOCX (a Melbourne
// engineer's borderless two-column table with the dates on the left, a Montréal producer's roles in italics under
// a bold employer line, a Bristol analyst's "Company | Title | Place | Dates" lines with paragraph-only jobs).
import { Paragraph, Tab, TabStopType, Table, TableBorders, TableCell, TableRow, TextRun, WidthType } from "docx";
import { bullets, cert, docxDocument, heading, job, para, school, truth } from "./issue-34-lib.mjs";
import { fixtures as pdfFixtures } from "./issue-34-fourth-pdf.mjs";
import { fixtures as textFixtures } from "./issue-34-fourth-text.mjs";

/** A table with no borders (what a Word "dates on the left" layout looks like): rows of cells, each a list of paragraphs. */
const borderlessTable = (rows, widths) =>
  new Table({
    width: { size: widths.reduce((a, b) => a + b, 0), type: WidthType.DXA },
    columnWidths: widths,
    borders: TableBorders.NONE,
    rows: rows.map(
      (cells) =>
        new TableRow({
          children: cells.map((children, i) => new TableCell({ children, width: { size: widths[i], type: WidthType.DXA } })),
        }),
    ),
  });
/** A line with text on the left and more right-aligned at a tab stop; italic or bold as asked. */
const tabbed = (left, right, { italics = false, bold = false } = {}) =>
  new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: 9360 }],
    children: [new TextRun({ text: left, italics, bold }), new TextRun({ children: [new Tab(), right], italics })],
  });

// Australia, civil engineer: a borderless two-column table, dates on the left ("2019 - present", "Feb 2016 – Dec
// 2018", a year pair) and the title, "company, place" and bullets on the right; CPEng and RPEQ registrations.
const chloe = truth(
  {
    firstName: "Chloe",
    lastName: "Nguyen",
    email: "chloe.nguyen@example.com.au",
    phone: "0412 555 208",
    location: "Melbourne, VIC, Australia",
  },
  {
    title: "Senior Structural Engineer",
    summary:
      "Structural engineer with eleven years on bridges and rail structures, from concept to construction support, now leading design packages on Victoria's Big Build.",
    skills: ["Bridge Design", "SPACE GASS", "Midas Civil", "AS 5100", "Revit", "Construction Support"],
  },
  [
    job("Senior Structural Engineer", "Aurecon", "Melbourne, VIC", "2019", "", [
      "Lead the viaduct design package on a level crossing removal project.",
      "Check and sign off the work of four graduate engineers.",
    ]),
    job("Structural Engineer", "WSP", "Sydney, NSW", "2016-02", "2018-12", ["Designed precast deck units for two motorway bridges."]),
    job("Graduate Engineer", "GHD", "Brisbane, QLD", "2013", "2016", [
      "Ran bridge inspections and load rating checks across south-east Queensland.",
    ]),
  ],
  [school("Bachelor of Engineering (Civil) (Honours)", "Monash University", "Melbourne", "2009", "2012")],
  [
    cert("Chartered Professional Engineer (CPEng)", "Engineers Australia", "2018"),
    cert("Registered Professional Engineer of Queensland (RPEQ)", "Board of Professional Engineers of Queensland", "2016"),
  ],
);
const chloeDocx = () => {
  const dates = ["2019 - present", "Feb 2016 – Dec 2018", "2013 – 2016"];
  return docxDocument([
    para({ text: "Chloe Nguyen", bold: true, size: 20 }),
    para("Senior Structural Engineer · Melbourne, VIC, Australia · 0412 555 208 · chloe.nguyen@example.com.au"),
    heading("Profile"),
    para(chloe.professional.summary),
    heading("Employment"),
    borderlessTable(
      chloe.experience.map((j, i) => [
        [para(dates[i])],
        [para({ text: j.title, bold: true }), para(`${j.company}, ${j.location}`), ...bullets(j.achievements)],
      ]),
      [2200, 7160],
    ),
    heading("Education"),
    borderlessTable(
      [
        [
          [para("2009 – 2012")],
          [para({ text: "Bachelor of Engineering (Civil) (Honours)", bold: true }), para("Monash University, Melbourne")],
        ],
      ],
      [2200, 7160],
    ),
    heading("Registrations"),
    para("Chartered Professional Engineer (CPEng), Engineers Australia, 2018"),
    para("Registered Professional Engineer of Queensland (RPEQ), Board of Professional Engineers of Queensland, 2016"),
    heading("Software & Skills"),
    para(chloe.professional.skills.join(", ")),
  ]);
};

// Canada, game producer: each employer bold on its own line with the city and its overall dates right-aligned by a
// tab, then the roles in italics with their own dates at the tab; grouped roles take the employer and its city.
const emilie = truth(
  {
    firstName: "Émilie",
    lastName: "Tremblay",
    email: "emilie.tremblay@example.ca",
    phone: "+1 514 555 0139",
    location: "Montréal, QC, Canada",
    socialLinks: { linkedin: "https://linkedin.com/in/emilietremblay" },
  },
  {
    title: "Senior Producer",
    summary:
      "Game producer with ten years on console and mobile titles, running teams of up to 60 through production, certification and live operations.",
    skills: ["Agile Production", "Jira", "Confluence", "Live Operations", "Console Certification", "Budgeting"],
  },
  [
    job("Senior Producer", "Ubisoft Montréal", "Montréal, QC", "2021-05", "", [
      "Run production for a 60-person team on an unannounced open-world title.",
    ]),
    job("Producer", "Ubisoft Montréal", "Montréal, QC", "2018-09", "2021-04", [
      "Shipped two seasons of live content on time and under budget.",
      "Set up the cross-studio release calendar with Ubisoft Québec.",
    ]),
    job("Associate Producer", "Behaviour Interactive", "Montréal, QC", "2016-01", "2018-08", [
      "Coordinated the first console ports of Dead by Daylight.",
    ]),
    job("Production Coordinator", "Eidos-Montréal", "Montréal, QC", "2014-06", "2015-12", [
      "Kept the milestone schedule for the cinematics team.",
    ]),
  ],
  [school("Baccalauréat en informatique", "Université de Montréal", "Montréal, QC", "2010", "2014")],
  [cert("Project Management Professional (PMP)", "Project Management Institute", "2019", "2025")],
);
const emilieDocx = () => {
  const [senior, producer, associate, coordinator] = emilie.experience;
  return docxDocument([
    para({ text: "Émilie Tremblay", bold: true, size: 20 }, { align: "center" }),
    para("Senior Producer", { align: "center" }),
    para("Montréal, QC, Canada · +1 514 555 0139 · emilie.tremblay@example.ca · linkedin.com/in/emilietremblay", { align: "center" }),
    heading("Summary"),
    para(emilie.professional.summary),
    heading("Professional Experience"),
    tabbed("Ubisoft Montréal", "Montréal, QC · Sep 2018 – Present", { bold: true }),
    tabbed(senior.title, "May 2021 – Present", { italics: true }),
    ...bullets(senior.achievements),
    tabbed(producer.title, "Sep 2018 – Apr 2021", { italics: true }),
    ...bullets(producer.achievements),
    tabbed("Behaviour Interactive", "Montréal, QC · Jan 2016 – Aug 2018", { bold: true }),
    tabbed(associate.title, "Jan 2016 – Aug 2018", { italics: true }),
    ...bullets(associate.achievements),
    tabbed("Eidos-Montréal", "Montréal, QC · Jun 2014 – Dec 2015", { bold: true }),
    tabbed(coordinator.title, "Jun 2014 – Dec 2015", { italics: true }),
    ...bullets(coordinator.achievements),
    heading("Education"),
    tabbed("Baccalauréat en informatique, Université de Montréal, Montréal, QC", "2010 – 2014", { bold: true }),
    heading("Certification"),
    para("Project Management Professional (PMP), Project Management Institute, 2019 (expires 2025)"),
    heading("Skills"),
    para(emilie.professional.skills.join(" | ")),
    heading("Languages"),
    para("French (native), English (fluent)"),
  ]);
};

// UK, energy pricing analyst: each job on one line "Company | Title | Place | Dates" (the graduate role gives no
// place), years only, two jobs written as a short paragraph (description, no bullets).
const hannah = truth(
  { firstName: "Hannah", lastName: "Clarke", email: "hannah.clarke@example.co.uk", phone: "07700 900377", location: "Bristol, UK" },
  {
    title: "Senior Pricing Analyst",
    summary:
      "Pricing analyst with nine years in retail energy, building tariff models and hedging reports that trading and finance both trust.",
    skills: ["Python", "SQL", "Excel", "Tariff Modelling", "Power BI", "Stakeholder Management"],
  },
  [
    job("Senior Pricing Analyst", "Octopus Energy", "London", "2021", "", [
      "Own the tariff model for 3 million domestic customers.",
      "Built the daily hedge position report used by the trading desk.",
    ]),
    job(
      "Pricing Analyst",
      "OVO Energy",
      "Bristol",
      "2018",
      "2021",
      [],
      "Priced fixed and variable tariffs and moved the pricing model from Excel to Python.",
    ),
    job(
      "Graduate Analyst",
      "Ofgem",
      "",
      "2016",
      "2018",
      [],
      "Rotated through the retail market and price cap teams, analysing supplier cost data.",
    ),
  ],
  [school("BSc Mathematics and Economics", "University of Exeter", "Exeter", "2013", "2016")],
  [cert("Member", "Institute and Faculty of Actuaries", "2019")],
);
const hannahDocx = () => {
  const [octopus, ovo, ofgem] = hannah.experience;
  return docxDocument([
    para({ text: "Hannah Clarke", bold: true, size: 20 }),
    para("Senior Pricing Analyst"),
    para("Bristol, UK | 07700 900377 | hannah.clarke@example.co.uk"),
    heading("Profile"),
    para(hannah.professional.summary),
    heading("Experience"),
    para({ text: "Octopus Energy | Senior Pricing Analyst | London | 2021 – present", bold: true }),
    ...bullets(octopus.achievements),
    para({ text: "OVO Energy | Pricing Analyst | Bristol | 2018 – 2021", bold: true }),
    para(ovo.description),
    para({ text: "Ofgem | Graduate Analyst | 2016 – 2018", bold: true }),
    para(ofgem.description),
    heading("Education"),
    para("University of Exeter | BSc Mathematics and Economics | Exeter | 2013 – 2016"),
    heading("Memberships"),
    para("Member, Institute and Faculty of Actuaries, 2019"),
    heading("Skills"),
    para(hannah.professional.skills.join(", ")),
    heading("Referees"),
    para("Available on request."),
  ]);
};

export const fixtures = [
  ...pdfFixtures,
  ["chloe-nguyen.docx", chloe, chloeDocx],
  ["emilie-tremblay.docx", emilie, emilieDocx],
  ["hannah-clarke.docx", hannah, hannahDocx],
  ...textFixtures,
];
