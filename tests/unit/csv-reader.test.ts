// The CSV reader of the LinkedIn import: RFC 4180 quoting, line ends, a byte order mark, columns by header name.
import { describe, expect, it } from "vitest";
import { parseCsv, readCsvRecords } from "~/server/resume/csv";

describe("parseCsv", () => {
  it("reads quoted fields holding commas, doubled quotes and line breaks", () => {
    const text = 'Name,Description\r\n"Acme, Inc.","Said ""hi""\nthen left"\r\nPlain,value\r\n';
    expect(parseCsv(text)).toEqual([
      ["Name", "Description"],
      ["Acme, Inc.", 'Said "hi"\nthen left'],
      ["Plain", "value"],
    ]);
  });

  it("drops a byte order mark, accepts LF, CR and CRLF line ends and skips blank lines", () => {
    expect(parseCsv("\uFEFFa,b\n1,2\r3,4\r\n\r\n5,6")).toEqual([
      ["a", "b"],
      ["1", "2"],
      ["3", "4"],
      ["5", "6"],
    ]);
  });

  it("keeps empty fields, including a trailing one", () => {
    expect(parseCsv("a,b,c\n1,,\n")).toEqual([
      ["a", "b", "c"],
      ["1", "", ""],
    ]);
  });

  it("stops at the row cap", () => {
    expect(parseCsv("h\n1\n2\n3\n4\n", 3)).toEqual([["h"], ["1"], ["2"]]);
  });
});

describe("readCsvRecords", () => {
  it("reads columns by header name whatever their order, with extra columns and a BOM", () => {
    const text = "\uFEFFTitle,Extra,Company Name,Started On\nEngineer,x,Initech,Jan 2020\n";
    const [row] = readCsvRecords(text, ["Company Name", "Title"]);
    expect(row!("Company Name")).toBe("Initech");
    expect(row!("company name")).toBe("Initech");
    expect(row!("Title")).toBe("Engineer");
    expect(row!("Started On")).toBe("Jan 2020");
  });

  it("answers '' for a missing column and for a short row", () => {
    const rows = readCsvRecords("Title,Location\nEngineer\n", ["Title"]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!("Location")).toBe("");
    expect(rows[0]!("Finished On")).toBe("");
  });

  it("finds the header below a notes preamble, and returns nothing without one", () => {
    const text = 'Notes:\n"Some addresses may be missing."\n\nFirst Name,Last Name\nAna,Díaz\n';
    const rows = readCsvRecords(text, ["First Name"]);
    expect(rows.map((r) => `${r("First Name")} ${r("Last Name")}`)).toEqual(["Ana Díaz"]);
    expect(readCsvRecords("a,b\n1,2\n", ["Title"])).toEqual([]);
  });
});
