// SPDX-License-Identifier: GPL-3.0-or-later
// Data inventories as CSV (RFC 4180, UTF-8, header row, any column order): one row per dataset, and
// optionally one row per field (the `field` column set). Every row is either taken or reported with its
// row number (the header is row 1, as a spreadsheet shows it), its column and what is wrong; bad rows
// never stop good ones, and the rejected rows can be written back out with their errors to fix and
// import again, so nothing is lost.
//
//   dataset,field,owner,grade,description,location,records,people,personal,sensitive,sources,
//   justification,approver,version
//
// grade: public, internal, sensitive-personal, important, core. personal: yes/no. sensitive: PIPL Art. 28
// categories separated by ';' (biometrics, religion, specific-identity, medical-health, financial-account,
// location-tracking, minor-under-14). sources: names of the datasets it was derived from, ';'-separated.
// justification + approver: a recorded re-grade below the grade inherited from the sources. version
// (optional): the data's version, empty for unversioned; a file without the column leaves the versions of
// the datasets already in the ledger as they are.
#pragma once

#include "ledger/ledger_types.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QSet>

namespace cg::ledger {

struct ImportError
{
    int row = 0; // 1: the header
    QString column;
    QString message;

    QString text() const; // "row 7, column grade: ..."
};

struct InventoryEntry
{
    Dataset dataset;
    bool fieldsOnly = false;   // only field rows: the fields go to a dataset already in the ledger
    QList<int> rows;           // the rows it came from
    bool versionGiven = false; // the file has a version column (else a dataset keeps the ledger's version)
};

struct InventoryParse
{
    QList<InventoryEntry> entries;
    QList<ImportError> errors; // ordered by row
    int dataRows = 0;          // rows after the header
    QList<QByteArray> header;
    QMap<int, QByteArray> rawRows; // every data row's bytes as read, by row number (for the rejects file)

    // Rows with at least one error.
    QSet<int> rejectedRows() const;
};

class InventoryCsv
{
    Q_DECLARE_TR_FUNCTIONS(cg::ledger::InventoryCsv)

public:
    static constexpr qsizetype kMaxFileSize = 64 * 1024 * 1024;
    static constexpr int kMaxColumns = 256;

    // One CSV record: its cells (raw bytes), the line it starts on, and its bytes as read.
    struct Record
    {
        QList<QByteArray> cells;
        int line = 0;
        QByteArray raw;
        QString error;      // a syntax problem (an unterminated quote, text after a closing quote)
        bool blank = false; // an empty line: counted as a row, never read
    };
    static QList<Record> records(const QByteArray &csv);

    // `existing`: names of datasets already in the ledger (field rows and sources may name them).
    static InventoryParse parse(const QByteArray &csv, const QSet<QString> &existing = {});

    // The rejected rows as CSV, the header first, with an `error` column added: fix them and import again.
    static QByteArray rejects(const InventoryParse &parse);

    static QStringList columns();
};

} // namespace cg::ledger
