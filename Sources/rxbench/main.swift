import RxCore

print(Resources.total)
