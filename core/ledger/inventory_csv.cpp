// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/inventory_csv.h"

#include <QHash>
#include <QStringDecoder>

#include <algorithm>

namespace cg::ledger {

namespace {

enum Column {
    Name,
    FieldName,
    Owner,
    GradeCol,
    Description,
    Location,
    Records,
    People,
    Personal,
    Sensitive,
    Sources,
    Justification,
    Approver,
    Version,
    ColumnCount
};

const char *const kColumnNames[ColumnCount] = {
    "dataset", "field",    "owner",     "grade",   "description",   "location", "records",
    "people",  "personal", "sensitive", "sources", "justification", "approver", "version"};

bool decodeUtf8(const QByteArray &bytes, QString *out)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    *out = decoder.decode(bytes);
    return !decoder.hasError();
}

QByteArray csvCell(const QByteArray &cell)
{
    if (!cell.contains(',') && !cell.contains('"') && !cell.contains('\n') && !cell.contains('\r'))
        return cell;
    QByteArray q = cell;
    q.replace("\"", "\"\"");
    return '"' + q + '"';
}

// The lists that error messages name, joined once.
const QString &columnList()
{
    static const QString list = InventoryCsv::columns().join(QStringLiteral(", "));
    return list;
}
const QString &gradeList()
{
    static const QString list = gradeNames().join(QStringLiteral(", "));
    return list;
}
const QString &categoryList()
{
    static const QString list = allPiCategoryNames().join(QStringLiteral("; "));
    return list;
}

} // namespace

QString ImportError::text() const
{
    if (column.isEmpty())
        return InventoryCsv::tr("row %1: %2").arg(row).arg(message);
    return InventoryCsv::tr("row %1, column %2: %3").arg(row).arg(column, message);
}

QSet<int> InventoryParse::rejectedRows() const
{
    QSet<int> out;
    for (const ImportError &e : errors)
        out.insert(e.row);
    return out;
}

QStringList InventoryCsv::columns()
{
    QStringList out;
    for (const char *c : kColumnNames)
        out << QString::fromLatin1(c);
    return out;
}

QList<InventoryCsv::Record> InventoryCsv::records(const QByteArray &csv)
{
    QList<Record> out;
    qsizetype i = 0;
    const qsizetype n = csv.size();
    if (csv.startsWith("\xef\xbb\xbf"))
        i = 3;
    int line = 1;
    while (i < n) {
        Record rec;
        rec.line = line;
        const qsizetype start = i;
        QByteArray cell;
        bool quoted = false;     // inside quotes
        bool wasQuoted = false;  // this cell was quoted
        bool afterQuote = false; // the closing quote was seen
        bool done = false;
        while (i < n && !done) {
            const char c = csv.at(i);
            if (quoted) {
                if (c == '"') {
                    if (i + 1 < n && csv.at(i + 1) == '"') {
                        cell.append('"');
                        i += 2;
                        continue;
                    }
                    quoted = false;
                    afterQuote = true;
                    ++i;
                    continue;
                }
                if (c == '\n')
                    ++line;
                cell.append(c);
                ++i;
                continue;
            }
            if (c == ',') {
                rec.cells << cell;
                cell.clear();
                wasQuoted = afterQuote = false;
                ++i;
                if (rec.cells.size() > kMaxColumns && rec.error.isEmpty())
                    rec.error = tr("more than %1 columns").arg(kMaxColumns);
                continue;
            }
            if (c == '\n' || c == '\r') {
                if (c == '\r' && i + 1 < n && csv.at(i + 1) == '\n')
                    ++i;
                ++i;
                ++line;
                done = true;
                break;
            }
            if (c == '"' && cell.isEmpty() && !wasQuoted) {
                quoted = wasQuoted = true;
                ++i;
                continue;
            }
            if (afterQuote && rec.error.isEmpty())
                rec.error = tr("text after a closing quote (write a quote inside a quoted cell as \"\")");
            cell.append(c);
            ++i;
        }
        if (quoted && rec.error.isEmpty())
            rec.error = tr("a quoted cell is not closed before the end of the file");
        rec.cells << cell;
        rec.raw = csv.mid(start, i - start);
        while (rec.raw.endsWith('\n') || rec.raw.endsWith('\r'))
            rec.raw.chop(1);
        rec.blank = rec.cells.size() == 1 && rec.cells.first().isEmpty() && !wasQuoted && rec.error.isEmpty();
        out << rec;
    }
    return out;
}

InventoryParse InventoryCsv::parse(const QByteArray &csv, const QSet<QString> &existing)
{
    InventoryParse result;
    if (csv.size() > kMaxFileSize) {
        result.errors << ImportError{1, {}, tr("the file is larger than %1 MiB").arg(kMaxFileSize >> 20)};
        return result;
    }
    QList<Record> recs = records(csv);
    while (!recs.isEmpty() && recs.first().blank)
        recs.removeFirst(); // blank lines before the header
    if (recs.isEmpty()) {
        result.errors << ImportError{
            1, {}, tr("the file is empty: the first row names the columns (%1)").arg(columnList())};
        return result;
    }

    // The header: known columns in any order, each once; dataset, owner and grade are required.
    int at[ColumnCount];
    std::fill(std::begin(at), std::end(at), -1);
    const Record &head = recs.first();
    result.header = head.cells;
    QList<ImportError> headerErrors;
    if (!head.error.isEmpty())
        headerErrors << ImportError{1, {}, head.error};
    for (int c = 0; c < head.cells.size(); ++c) {
        QString name;
        decodeUtf8(head.cells[c], &name);
        name = name.trimmed().toLower();
        if (name.isEmpty() && c == head.cells.size() - 1 && c > 0)
            continue; // a trailing comma
        const auto it = std::find_if(std::begin(kColumnNames), std::end(kColumnNames),
                                     [&](const char *k) { return name == QLatin1String(k); });
        if (it == std::end(kColumnNames)) {
            headerErrors << ImportError{1, name, tr("unknown column; the columns are %1").arg(columnList())};
            continue;
        }
        const int col = int(it - std::begin(kColumnNames));
        if (at[col] >= 0)
            headerErrors << ImportError{1, name, tr("the column appears twice")};
        at[col] = c;
    }
    for (int required : {int(Name), int(Owner), int(GradeCol)}) {
        if (at[required] < 0)
            headerErrors << ImportError{1, QString::fromLatin1(kColumnNames[required]),
                                        tr("the header lacks this column")};
    }
    for (qsizetype r = 1; r < recs.size(); ++r) {
        if (recs[r].blank)
            continue;
        ++result.dataRows;
        result.rawRows.insert(int(r) + 1, recs[r].raw);
    }
    if (!headerErrors.isEmpty()) {
        // Without a usable header no row can be read: every row stays in the file, reported.
        result.errors = headerErrors;
        for (auto it = result.rawRows.cbegin(); it != result.rawRows.cend(); ++it)
            result.errors << ImportError{it.key(), {}, tr("not read: the header has errors")};
        return result;
    }

    struct Pending
    {
        InventoryEntry entry;
        bool bad = false;
        int datasetRow = 0;
    };
    QList<Pending> pending;
    QHash<QString, qsizetype> byName; // lower-case name -> pending index
    QList<QPair<int, QString>> fieldRowsFor;

    auto cellText = [&](const Record &rec, int col, int row, QString *out, QList<ImportError> &errs) {
        out->clear();
        if (at[col] < 0 || at[col] >= rec.cells.size())
            return;
        if (!decodeUtf8(rec.cells[at[col]], out)) {
            errs << ImportError{row, QString::fromLatin1(kColumnNames[col]),
                                tr("not UTF-8 text (save the file as CSV UTF-8)")};
            out->clear();
        }
        *out = out->trimmed();
    };
    auto count = [&](const QString &text, int col, int row, QList<ImportError> &errs) -> qint64 {
        if (text.isEmpty())
            return 0;
        bool ok = false;
        const qint64 v = text.toLongLong(&ok);
        if (!ok || v < 0 || !std::all_of(text.begin(), text.end(), [](QChar ch) { return ch.isDigit(); })) {
            errs << ImportError{row, QString::fromLatin1(kColumnNames[col]),
                                tr("'%1' is not a whole number of 0 or more").arg(text)};
            return 0;
        }
        return v;
    };
    auto yesNo = [&](const QString &text, int col, int row, QList<ImportError> &errs) -> bool {
        const QString t = text.toLower();
        if (t.isEmpty() || t == QLatin1String("no") || t == QLatin1String("n") ||
            t == QLatin1String("false") || t == QLatin1String("0"))
            return false;
        if (t == QLatin1String("yes") || t == QLatin1String("y") || t == QLatin1String("true") ||
            t == QLatin1String("1"))
            return true;
        errs << ImportError{row, QString::fromLatin1(kColumnNames[col]),
                            tr("'%1' is not yes or no").arg(text)};
        return false;
    };
    auto grade = [&](const QString &text, int row, QList<ImportError> &errs) -> Grade {
        const auto g = gradeFromName(text);
        if (!g) {
            errs << ImportError{row, QStringLiteral("grade"),
                                text.isEmpty()
                                    ? tr("empty; the grades are %1").arg(gradeList())
                                    : tr("'%1' is not a grade; the grades are %2").arg(text, gradeList())};
            return Grade::Core;
        }
        return *g;
    };
    auto categories = [&](const QString &text, int row, QList<ImportError> &errs) -> PiCategories {
        QStringList bad;
        const PiCategories set = piCategoriesFromText(text, &bad);
        if (!bad.isEmpty())
            errs << ImportError{row, QStringLiteral("sensitive"),
                                tr("'%1' is not a PIPL sensitive category; they are %2")
                                    .arg(bad.join(QStringLiteral("; ")), categoryList())};
        return set;
    };

    // Pass 1: dataset rows. Pass 2: field rows (their dataset may come later in the file).
    QList<QPair<int, const Record *>> fieldRecords;
    for (qsizetype r = 1; r < recs.size(); ++r) {
        const Record &rec = recs[r];
        const int row = int(r) + 1; // blank lines count, as a spreadsheet shows them
        if (rec.blank)
            continue;
        QList<ImportError> errs;
        if (!rec.error.isEmpty())
            errs << ImportError{row, {}, rec.error};
        if (rec.cells.size() > head.cells.size() &&
            std::any_of(rec.cells.begin() + head.cells.size(), rec.cells.end(),
                        [](const QByteArray &c) { return !c.trimmed().isEmpty(); }))
            errs << ImportError{
                row,
                {},
                tr("%1 cells, but the header names %2 columns").arg(rec.cells.size()).arg(head.cells.size())};
        QString field;
        cellText(rec, FieldName, row, &field, errs);
        if (!field.isEmpty() && errs.isEmpty()) {
            fieldRecords << qMakePair(row, &rec);
            continue;
        }
        Dataset d;
        QString text;
        cellText(rec, Name, row, &d.name, errs);
        if (d.name.isEmpty())
            errs << ImportError{row, QStringLiteral("dataset"), tr("empty; every row names its dataset")};
        else if (d.name.size() > 200)
            errs << ImportError{row, QStringLiteral("dataset"), tr("longer than 200 characters")};
        if (!field.isEmpty()) { // a field row with syntax errors
            result.errors << errs;
            continue;
        }
        cellText(rec, Owner, row, &d.owner, errs);
        if (d.owner.isEmpty())
            errs << ImportError{row, QStringLiteral("owner"), tr("empty; every dataset has an owner")};
        cellText(rec, GradeCol, row, &text, errs);
        d.grade = grade(text, row, errs);
        cellText(rec, Description, row, &d.description, errs);
        cellText(rec, Location, row, &d.location, errs);
        cellText(rec, Records, row, &text, errs);
        d.records = count(text, Records, row, errs);
        cellText(rec, People, row, &text, errs);
        d.people = count(text, People, row, errs);
        cellText(rec, Personal, row, &text, errs);
        d.personal = yesNo(text, Personal, row, errs);
        cellText(rec, Sensitive, row, &text, errs);
        d.sensitive = categories(text, row, errs);
        cellText(rec, Sources, row, &text, errs);
        for (const QString &s : text.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
            if (!s.trimmed().isEmpty() && !d.sources.contains(s.trimmed()))
                d.sources << s.trimmed();
        }
        cellText(rec, Justification, row, &d.regradeJustification, errs);
        cellText(rec, Approver, row, &d.regradeApprover, errs);
        cellText(rec, Version, row, &d.version, errs);
        if (d.version.size() > 100)
            errs << ImportError{row, QStringLiteral("version"), tr("longer than 100 characters")};
        if (d.regradeJustification.isEmpty() != d.regradeApprover.isEmpty())
            errs << ImportError{row,
                                d.regradeJustification.isEmpty() ? QStringLiteral("justification")
                                                                 : QStringLiteral("approver"),
                                tr("a re-grade records both its justification and its approver")};
        if (!d.regradeJustification.isEmpty() && d.sources.isEmpty())
            errs << ImportError{row, QStringLiteral("justification"),
                                tr("only a derived dataset (with sources) is re-graded")};
        if (!d.regradeApprover.isEmpty() && d.regradeApprover.compare(d.owner, Qt::CaseInsensitive) == 0)
            errs << ImportError{row, QStringLiteral("approver"),
                                tr("the owner cannot approve the re-grade of their own dataset")};
        if (d.people > 0 && !d.hasPersonalInformation())
            d.personal = true; // people covered means personal information
        const QString key = d.name.toLower();
        if (!d.name.isEmpty() && byName.contains(key)) {
            errs << ImportError{
                row, QStringLiteral("dataset"),
                tr("%1 is already defined in row %2").arg(d.name).arg(pending[byName[key]].datasetRow)};
        }
        if (!errs.isEmpty()) {
            result.errors << errs;
            if (!d.name.isEmpty() && !byName.contains(key)) {
                byName.insert(key, pending.size());
                pending << Pending{InventoryEntry{d, false, {row}}, true, row};
            }
            continue;
        }
        byName.insert(key, pending.size());
        pending << Pending{InventoryEntry{d, false, {row}, at[Version] >= 0}, false, row};
    }

    for (const auto &[row, recPtr] : std::as_const(fieldRecords)) {
        const Record &rec = *recPtr;
        QList<ImportError> errs;
        QString dataset, text;
        Field f;
        cellText(rec, Name, row, &dataset, errs);
        cellText(rec, FieldName, row, &f.name, errs);
        cellText(rec, GradeCol, row, &text, errs);
        f.grade = grade(text, row, errs);
        cellText(rec, Description, row, &f.description, errs);
        cellText(rec, Personal, row, &text, errs);
        f.personal = yesNo(text, Personal, row, errs);
        cellText(rec, Sensitive, row, &text, errs);
        f.sensitive = categories(text, row, errs);
        if (f.sensitive)
            f.personal = true;
        qsizetype index = -1;
        if (dataset.isEmpty()) {
            errs << ImportError{row, QStringLiteral("dataset"), tr("empty; a field row names its dataset")};
        } else if (byName.contains(dataset.toLower())) {
            index = byName[dataset.toLower()];
            if (pending[index].bad)
                errs << ImportError{row, QStringLiteral("dataset"),
                                    tr("its dataset's row %1 has errors, so its fields wait with it")
                                        .arg(pending[index].datasetRow)};
        } else if (existing.contains(dataset)) {
            Dataset d;
            d.name = dataset;
            byName.insert(dataset.toLower(), pending.size());
            index = pending.size();
            pending << Pending{InventoryEntry{d, true, {}}, false, 0};
        } else {
            errs << ImportError{row, QStringLiteral("dataset"),
                                tr("%1 is neither in this file nor in the ledger").arg(dataset)};
        }
        if (index >= 0 && errs.isEmpty()) {
            const auto &fields = pending[index].entry.dataset.fields;
            if (std::any_of(fields.begin(), fields.end(),
                            [&](const Field &g) { return g.name.compare(f.name, Qt::CaseInsensitive) == 0; }))
                errs << ImportError{row, QStringLiteral("field"),
                                    tr("%1.%2 appears twice").arg(dataset, f.name)};
        }
        if (!errs.isEmpty()) {
            result.errors << errs;
            continue;
        }
        pending[index].entry.dataset.fields << f;
        pending[index].entry.rows << row;
    }

    // Sources must exist (in this file without errors, or in the ledger) and must not lead back to the
    // dataset itself.
    bool changed = true;
    while (changed) {
        changed = false;
        for (Pending &p : pending) {
            if (p.bad || p.entry.fieldsOnly)
                continue;
            for (const QString &s : std::as_const(p.entry.dataset.sources)) {
                const auto it = byName.constFind(s.toLower());
                const bool inFile =
                    it != byName.constEnd() && !pending[*it].bad && !pending[*it].entry.fieldsOnly;
                QString why;
                if (s.compare(p.entry.dataset.name, Qt::CaseInsensitive) == 0)
                    why = tr("%1 cannot be its own source").arg(s);
                else if (!inFile && !existing.contains(s))
                    why = it != byName.constEnd() && pending[*it].bad
                              ? tr("source %1 (row %2) has errors").arg(s).arg(pending[*it].datasetRow)
                              : tr("source %1 is neither in this file nor in the ledger").arg(s);
                if (why.isEmpty())
                    continue;
                p.bad = true;
                changed = true;
                for (int row : std::as_const(p.entry.rows))
                    result.errors << ImportError{
                        row, row == p.datasetRow ? QStringLiteral("sources") : QStringLiteral("dataset"),
                        row == p.datasetRow ? why : tr("its dataset's row %1 has errors").arg(p.datasetRow)};
                break;
            }
        }
    }

    for (const Pending &p : std::as_const(pending)) {
        if (!p.bad && !p.entry.rows.isEmpty())
            result.entries << p.entry;
    }
    std::stable_sort(result.errors.begin(), result.errors.end(),
                     [](const ImportError &a, const ImportError &b) { return a.row < b.row; });
    return result;
}

QByteArray InventoryCsv::rejects(const InventoryParse &parse)
{
    QHash<int, QStringList> why;
    for (const ImportError &e : parse.errors) {
        if (e.row > 1)
            why[e.row] << (e.column.isEmpty() ? e.message : e.column + QStringLiteral(": ") + e.message);
    }
    QByteArray out;
    QList<QByteArray> head = parse.header;
    head << "error";
    QList<QByteArray> cells;
    for (const QByteArray &h : std::as_const(head))
        cells << csvCell(h);
    out += cells.join(',') + "\r\n";
    for (auto it = parse.rawRows.begin(); it != parse.rawRows.end(); ++it) {
        if (!why.contains(it.key()))
            continue;
        // Pad short rows so the error lands in its own column.
        const QList<Record> again = records(it.value());
        const qsizetype cellsHere = again.isEmpty() ? 1 : again.first().cells.size();
        const QByteArray pad(qMax<qsizetype>(0, parse.header.size() - cellsHere), ',');
        out += it.value() + pad + ',' + csvCell(why[it.key()].join(QStringLiteral("; ")).toUtf8()) + "\r\n";
    }
    return out;
}

} // namespace cg::ledger
