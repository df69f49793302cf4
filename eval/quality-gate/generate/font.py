# Subsets a TrueType font to the given characters and prints the advance widths (1000 units per em)
# of each, as JSON: what word.mjs needs to embed a font the way Word does. Needs fontTools
# (pip install fonttools). Usage: python3 font.py FONT.ttf CHARS_FILE OUT.ttf
import json, sys
from fontTools.ttLib import TTFont
from fontTools import subset

font_path, chars_path, out_path = sys.argv[1:4]
chars = open(chars_path, encoding='utf-8').read()
font = TTFont(font_path)
cmap = font.getBestCmap()
scale = 1000 / font['head'].unitsPerEm
widths = {}
for ch in set(chars):
    gid = cmap.get(ord(ch))
    if gid is None:
        raise SystemExit(f'font has no glyph for U+{ord(ch):04X}')
    widths[ch] = round(font['hmtx'][gid][0] * scale)
options = subset.Options()
options.name_IDs = ['*']
options.notdef_outline = True
options.layout_features = []
options.drop_tables += ['GSUB', 'GPOS', 'GDEF']
sub = subset.Subsetter(options)
sub.populate(text=chars)
sub.subset(font)
font.save(out_path)
print(json.dumps({'widths': widths, 'ascent': round(font['hhea'].ascent * scale), 'descent': round(font['hhea'].descent * scale)}))
