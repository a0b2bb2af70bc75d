/* reports/report.h -- the campaign report: OUT/report.json (machine
 * readable) and OUT/report.html (one self-contained page: summary, outcome
 * counts, per-pass statistics, the fire rate of each rule of the
 * pipeline's passes, throughput over time, generator coverage,
 * and the findings by signature with their counts and repro commands).
 *
 * Contract: the findings are read back from OUT/findings/ (every folder,
 * so a report after `merge` or `--resume` covers all of them); a corrupt
 * folder is listed with its error, never fatal.  Both files are written
 * atomically.  IR_EUSER with "path: reason" when a file cannot be written.
 */
#ifndef PASSCHECK_REPORT_H
#define PASSCHECK_REPORT_H

#include "campaign.h"

IrStatus report_write(IrCtx *c, const char *out, const CampStats *s);

#endif
