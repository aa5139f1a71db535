import { Document, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import { fullName } from "../../logic/cv-format";
import type { CvData } from "../../logic/cv-schema";
import { cvSections, type CvSection } from "../../logic/cv-sections";
import { wordsOf } from "../../logic/cv-words";
import { cvFontSubsets, pdfDrawableText } from "../logic/pdf-characters";
import { pdfFontFamily } from "./cv-fonts";

/*
 * The CV as a PDF: the same content as the preview, as real text (applicant-tracking systems can
 * read it) in embedded Noto Sans (see cv-fonts.ts, registered before this renders), on A4 pages,
 * with its headings in the CV's own language. cv-docx.ts copies its spacing and sizes.
 */

const colors = { text: "#0f1f2e", muted: "#4a5b6a", primary: "#0a5c8a", rule: "#d5dee5" };

const styles = StyleSheet.create({
  page: {
    paddingTop: 48,
    paddingBottom: 56,
    paddingHorizontal: 52,
    fontSize: 10.5,
    lineHeight: 1.4,
    color: colors.text,
  },
  name: { fontWeight: 700, fontSize: 24, lineHeight: 1.2 },
  contact: { marginTop: 6, color: colors.muted },
  header: { paddingBottom: 12, borderBottomWidth: 1, borderBottomColor: colors.rule },
  section: { marginTop: 16 },
  sectionTitle: {
    fontWeight: 700,
    fontSize: 11,
    color: colors.primary,
    textTransform: "uppercase",
    letterSpacing: 0.8,
    paddingBottom: 3,
    marginBottom: 8,
    borderBottomWidth: 0.75,
    borderBottomColor: colors.rule,
  },
  entry: { marginBottom: 10 },
  entryTitle: { fontWeight: 700 },
  muted: { color: colors.muted },
  skills: { flexDirection: "row", flexWrap: "wrap" },
  skill: {
    marginRight: 6,
    marginBottom: 6,
    paddingVertical: 2,
    paddingHorizontal: 8,
    borderRadius: 8,
    backgroundColor: "#d7f0ee",
    color: "#0b4541",
  },
  pageNumber: {
    position: "absolute",
    bottom: 28,
    left: 0,
    right: 0,
    textAlign: "center",
    fontSize: 9,
    color: colors.muted,
  },
});

/** Between a section's short items on one line (cv-docx.ts writes the same). */
const LINE_SEPARATOR = "   ·   ";

/** A section; a short one (skills, languages) moves to the next page whole rather than split. */
function Section({ title, short, children }: { title: string; short: boolean; children: ReactNode }) {
  return (
    <View style={styles.section} wrap={!short}>
      {/* A heading never sits alone at the foot of a page. */}
      <Text style={styles.sectionTitle} minPresenceAhead={40}>
        {title}
      </Text>
      {children}
    </View>
  );
}

function SectionBody({ section }: { section: CvSection }) {
  const t = pdfDrawableText;
  switch (section.kind) {
    case "text":
      return <Text>{t(section.text)}</Text>;
    case "entries":
      return section.entries.map((entry, index) => (
        <View key={index} style={styles.entry}>
          <Text style={styles.entryTitle} minPresenceAhead={24}>
            {t(entry.title)}
          </Text>
          {entry.place ? <Text>{t(entry.place)}</Text> : null}
          {entry.dates ? <Text style={styles.muted}>{t(entry.dates)}</Text> : null}
          {entry.description ? <Text>{t(entry.description)}</Text> : null}
        </View>
      ));
    case "lines":
      // One line that wraps, as the skills do: "Kreol Seselwa – Native · English – Good".
      return <Text>{section.lines.map(t).join(LINE_SEPARATOR)}</Text>;
    case "tags":
      return (
        <View style={styles.skills}>
          {section.tags.map((tag, index) => (
            <Text key={index} style={styles.skill}>
              {t(tag)}
            </Text>
          ))}
        </View>
      );
  }
}

export function CvPdfDocument({ cv }: { cv: CvData }) {
  const t = pdfDrawableText;
  // Each Unicode subset is its own font family; only those the CV uses are listed, so fetched.
  const fontFamily = cvFontSubsets(cv).map(pdfFontFamily);
  const name = t(fullName(cv));
  const words = wordsOf(cv);
  return (
    <Document
      title={`${name} - CV`}
      author={name}
      subject="Curriculum vitae"
      creator="Koudmen Seychelles Foundation CV Builder"
      producer="Koudmen Seychelles Foundation CV Builder"
      language={cv.cvLanguage}
    >
      <Page size="A4" style={[styles.page, { fontFamily }]}>
        <View style={styles.header}>
          <Text style={styles.name}>{name}</Text>
          <Text style={styles.contact}>{t(`${cv.email}  |  ${cv.phone}`)}</Text>
          <Text style={styles.muted}>{t(cv.address)}</Text>
        </View>

        {cvSections(cv, words).map((section) => (
          <Section key={section.id} title={section.title} short={section.kind === "tags" || section.kind === "lines"}>
            <SectionBody section={section} />
          </Section>
        ))}

        <Text
          style={styles.pageNumber}
          fixed
          render={({ pageNumber, totalPages }) => (totalPages > 1 ? `${pageNumber} / ${totalPages}` : "")}
        />
      </Page>
    </Document>
  );
}
