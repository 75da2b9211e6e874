/*
 * The strict iCalendar check of issue 20: libical parses the file from standard input and runs its
 * RFC 5545 / RFC 5546 restriction check (icalrestriction_check), which marks every property or
 * component that breaks a rule with an X-LIC-ERROR. Prints each error and exits 1 when there is any,
 * 2 when the text does not parse at all, 0 when the file passes. Built and run by
 * apps/server/src/mail/calendar-file-libical.test.ts.
 */
#include <libical/ical.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *read_all(FILE *input) {
  size_t size = 0, capacity = 4096;
  char *text = malloc(capacity);
  size_t read;
  while (text && (read = fread(text + size, 1, capacity - size - 1, input)) > 0) {
    size += read;
    if (capacity - size < 2) text = realloc(text, capacity *= 2);
  }
  if (text) text[size] = '\0';
  return text;
}

/* Prints the X-LIC-ERROR properties of a component and of everything inside it; returns their count. */
static int print_errors(icalcomponent *component) {
  int count = 0;
  for (icalproperty *property = icalcomponent_get_first_property(component, ICAL_XLICERROR_PROPERTY);
       property != NULL; property = icalcomponent_get_next_property(component, ICAL_XLICERROR_PROPERTY)) {
    printf("%s: %s\n", icalcomponent_kind_to_string(icalcomponent_isa(component)), icalproperty_get_xlicerror(property));
    count++;
  }
  for (icalcomponent *inner = icalcomponent_get_first_component(component, ICAL_ANY_COMPONENT); inner != NULL;
       inner = icalcomponent_get_next_component(component, ICAL_ANY_COMPONENT)) {
    count += print_errors(inner);
  }
  return count;
}

int main(void) {
  char *text = read_all(stdin);
  if (text == NULL) return 2;
  icalcomponent *calendar = icalparser_parse_string(text);
  free(text);
  if (calendar == NULL || icalcomponent_isa(calendar) != ICAL_VCALENDAR_COMPONENT) {
    printf("not an iCalendar object\n");
    return 2;
  }
  icalrestriction_check(calendar);
  int errors = print_errors(calendar);
  icalcomponent_free(calendar);
  return errors == 0 ? 0 : 1;
}
